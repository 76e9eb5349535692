import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths } from '#shared/api-paths.js';
import {
  displayNameToStore,
  registrationFields,
  registrationProblem,
} from '#shared/checks/account-checks.js';
import { copy } from '#shared/copy.js';
import { normalizeEmail } from '#shared/email.js';
import { MessageWithSession, RegisterRequest } from '#shared/schemas/auth.js';
import { HttpError } from '#server/http-error.js';
import { findUserByEmail, insertUser, isUniqueViolation, recordLogin } from '../users/user-repository.js';
import { attemptLimits } from '../attempts/attempt-limits.js';
import { requireMonthPassphrase } from './month-passphrase-entry.js';
import { hashPassword } from './password-hashing.js';
import { commonPasswordProblem } from './password-policy.js';

/** The shared check, then the server's own: the list of common passwords is not sent to browsers. */
const registration = (body: RegisterRequest) =>
  registrationProblem(body) ?? commonPasswordProblem(body.password, 'password');

const registerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    apiPaths.register,
    {
      schema: {
        summary: "Create a member account with this month's passphrase; the new member is signed in",
        tags: ['auth'],
        body: RegisterRequest,
        response: { 201: MessageWithSession },
      },
      config: { access: 'public', form: { fields: registrationFields, problem: registration } },
      preHandler: app.attemptLimits('register', attemptLimits.register),
    },
    async (request, reply) => {
      const { email, password, passphrase } = request.body;
      const now = app.clock.now();
      await requireMonthPassphrase(app, request, reply, {
        typed: passphrase,
        now,
        wrongMessage: copy.register.wrongPassphrase,
      });

      const normalized = normalizeEmail(email);
      if (await findUserByEmail(app.db, normalized))
        throw new HttpError(409, copy.register.emailTaken, { field: 'email' });
      let userId: string;
      try {
        const user = await insertUser(app.db, {
          email: normalized,
          passwordHash: await hashPassword(password),
          staffRole: null,
          displayName: displayNameToStore(request.body.displayName),
          now,
        });
        userId = user.id;
      } catch (error) {
        // Two sign-ups with one address at the same moment: the second meets the unique index.
        if (isUniqueViolation(error)) throw new HttpError(409, copy.register.emailTaken, { field: 'email' });
        throw error;
      }
      await recordLogin(app.db, userId, now);
      const session = await app.startSession(request, reply, { userId });
      return reply.status(201).send({ message: copy.register.success, session });
    },
  );
};

export default registerRoutes;
