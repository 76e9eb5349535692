import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths } from '#shared/api-paths.js';
import { setupFields, setupProblem } from '#shared/checks/account-checks.js';
import { copy } from '#shared/copy.js';
import { normalizeEmail } from '#shared/email.js';
import { MessageWithSession, SetupRequest, SetupStatus } from '#shared/schemas/auth.js';
import { HttpError, inputError } from '#server/http-error.js';
import { attemptLimits } from '../attempts/attempt-limits.js';
import { hashPassword } from '../auth/password-hashing.js';
import { commonPasswordProblem } from '../auth/password-policy.js';
import { adminExists, insertUser, isUniqueViolation, recordLogin } from '../users/user-repository.js';
import { consumeSetupToken, deleteSetupTokens, setupTokenExists } from './setup-token-repository.js';

const setupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    apiPaths.setup,
    {
      schema: {
        summary: 'Does this install still need its first admin?',
        tags: ['setup'],
        response: { 200: SetupStatus },
      },
      config: { access: 'public' },
    },
    async () => ({ needed: !(await adminExists(app.db)) }),
  );

  app.post(
    apiPaths.setup,
    {
      schema: {
        summary:
          'Create the first admin with the one-time link printed at start; refused once an admin exists',
        tags: ['setup'],
        body: SetupRequest,
        response: { 201: MessageWithSession },
      },
      // Checked in the handler: once an admin exists, the form's input no longer matters.
      config: { access: 'public', form: { fields: setupFields } },
      preHandler: app.attemptLimits('setup', attemptLimits.setup),
    },
    async (request, reply) => {
      const { token, email, password } = request.body;
      if (await adminExists(app.db)) throw new HttpError(409, copy.setup.adminExists);
      const problem = setupProblem({ email, password }) ?? commonPasswordProblem(password, 'password');
      if (problem) throw inputError(problem);
      if (!(await setupTokenExists(app.db, token))) throw new HttpError(403, copy.setup.linkInvalid);
      const now = app.clock.now();
      const passwordHash = await hashPassword(password);
      const userId = await app.db.transaction().execute(async (trx) => {
        if (!(await consumeSetupToken(trx, token))) throw new HttpError(403, copy.setup.linkInvalid);
        try {
          const admin = await insertUser(trx, {
            email: normalizeEmail(email),
            passwordHash,
            staffRole: 'owner',
            now,
          });
          await deleteSetupTokens(trx);
          return admin.id;
        } catch (error) {
          if (isUniqueViolation(error)) throw new HttpError(409, copy.register.emailTaken);
          throw error;
        }
      });
      await recordLogin(app.db, userId, now);
      const session = await app.startSession(request, reply, { userId });
      return reply.status(201).send({ message: copy.setup.created, session });
    },
  );
};

export default setupRoutes;
