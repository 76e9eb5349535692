import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../mail/mailer.js';

/** A mail's words, made by one of copy.mail's functions. */
export type Letter = { subject: string; text: string };

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /**
     * Sends one of the site's mails. The site name comes from the current settings at the moment
     * of sending, not from SITE_NAME at start, so every mail carries the name staff set last.
     */
    sendSiteMail(to: string, write: (siteName: string) => Letter): Promise<void>;
  }
}

export type MailPluginOptions = { mailer?: Mailer };

export default fp<MailPluginOptions>(
  async function mail(app: FastifyInstance, options) {
    app.decorate('mailer', options.mailer ?? createMailer(app.config, app.log));
    app.decorate('sendSiteMail', async (to: string, write: (siteName: string) => Letter) => {
      const { siteName } = await app.siteSettings.get();
      await app.mailer.send({ to, ...write(siteName) });
    });
  },
  { name: 'mail', dependencies: ['app-context', 'site-settings'] },
);
