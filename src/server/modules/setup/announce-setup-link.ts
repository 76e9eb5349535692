import type { FastifyInstance } from 'fastify';
import { adminExists } from '../users/user-repository.js';
import { replaceSetupToken, setupLink } from './setup-token-repository.js';

/** On a fresh install (no admin yet): a new one-time link to /setup, or null once an admin exists. */
export async function freshSetupLink(app: FastifyInstance): Promise<string | null> {
  if (await adminExists(app.db)) return null;
  const token = await replaceSetupToken(app.db, app.clock.now());
  return setupLink(app.config.publicUrl, token);
}
