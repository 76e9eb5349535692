import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../mail/mailer.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export type MailPluginOptions = { mailer?: Mailer };

export default fp<MailPluginOptions>(
  async function mail(app: FastifyInstance, options) {
    app.decorate('mailer', options.mailer ?? createMailer(app.config, app.log));
  },
  { name: 'mail', dependencies: ['app-context'] },
);
