import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { apiPaths } from '#shared/api-paths.js';
import { isBlank } from '#shared/checks/field-problem.js';
import { gateFields, gateProblem, loginProblem } from '#shared/checks/sign-in-checks.js';
import { copy } from '#shared/copy.js';
import { normalizeEmail } from '#shared/email.js';
import { GateRequest, LoginError, LoginRequest, LoginResponse, SessionState } from '#shared/schemas/auth.js';
import { HttpError, inputError } from '#server/http-error.js';
import { sessionStateOf } from './visitor.js';
import { clientAddress, waitError } from '../attempts/client-address.js';
import { recordWrongPassphrase, refusePassphraseWhileWaiting } from '../attempts/passphrase-guesses.js';
import { passwordWaitLeft, recordPasswordFailure } from '../attempts/password-failures.js';
import { checkMonthPassphrase } from '../passphrases/passphrase-check.js';
import { findUserByEmail, recordLogin } from '../users/user-repository.js';
import { attemptLimits } from '../attempts/attempt-limits.js';
import { requireMonthPassphrase } from './month-passphrase-entry.js';
import { prepareDummyHash, verifyPasswordOrDummy } from './password-hashing.js';

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await prepareDummyHash();

  app.get(
    apiPaths.session,
    {
      schema: {
        summary: 'Who is this browser: signed out, guest, member, or due for monthly authentication',
        tags: ['auth'],
        response: { 200: SessionState },
      },
      config: { access: 'public' },
    },
    async (request) => sessionStateOf(request.visitor),
  );

  app.post(
    apiPaths.gate,
    {
      schema: {
        summary: "Enter with this month's passphrase only: a guest session",
        tags: ['auth'],
        body: GateRequest,
        response: { 200: SessionState },
      },
      config: { access: 'public', form: { fields: gateFields, problem: gateProblem } },
      preHandler: app.attemptLimits('gate', attemptLimits.gate),
    },
    async (request, reply) => {
      const now = app.clock.now();
      await requireMonthPassphrase(app, request, reply, {
        typed: request.body.passphrase,
        now,
        wrongMessage: copy.gate.wrong,
      });
      return app.startSession(request, reply, { guest: true });
    },
  );

  app.post(
    apiPaths.login,
    {
      schema: {
        summary: "Sign in with e-mail, password and this month's passphrase (also monthly authentication)",
        tags: ['auth'],
        body: LoginRequest,
        response: { 200: LoginResponse, 400: LoginError, 401: LoginError, 403: LoginError, 409: LoginError },
      },
      config: { access: 'public' },
      preHandler: app.attemptLimits('login', attemptLimits.login),
    },
    async (request, reply) => {
      const { password, passphrase } = request.body;
      const email = normalizeEmail(request.body.email);
      const now = app.clock.now();
      // Failed passwords slow down the address they came from, never the e-mail they named.
      const address = clientAddress(request);
      const wait = await passwordWaitLeft(app.db, address, now);
      if (wait > 0) throw waitError(reply, wait, copy.login.tooManyAttempts);
      if (passphrase.trim() !== '') {
        await refusePassphraseWhileWaiting(app.db, request, reply, now, copy.login.tooManyAttempts);
      }
      const check = await checkMonthPassphrase(app.db, passphrase, now, app.config.timeZone);
      const problem = loginProblem(request.body);
      if (problem) throw inputError(problem);
      // Only an admin may leave the passphrase empty, and only while the month has none.
      if (isBlank(passphrase) && check !== 'not-set') {
        throw inputError({ field: 'passphrase', message: copy.login.missingField });
      }
      const { visitor } = request;
      if (visitor.kind === 'monthly-auth' && visitor.email !== email) {
        throw new HttpError(403, copy.login.emailMismatch);
      }
      if (check === 'mismatch') {
        await recordWrongPassphrase(app.db, address, now, request.log);
        throw new HttpError(401, copy.login.wrongPassphrase, { field: 'passphrase' });
      }

      const user = await findUserByEmail(app.db, email);
      const passwordMatches = await verifyPasswordOrDummy(user?.passwordHash, password);
      if (!user || !passwordMatches) {
        await recordPasswordFailure(app.db, address, now);
        // The passphrase was right: offer an ordinary guest session instead
        // (docs/product.md#visitors-and-access).
        throw new HttpError(
          401,
          copy.login.wrongCredentials,
          check === 'match' ? { guestAvailable: true } : {},
        );
      }
      // Told only to someone who knows her password: nobody else learns the account is disabled.
      if (user.disabledAt) throw new HttpError(403, copy.login.accountDisabled);
      // Staff may still come in to prepare the month; an オーナー is sent to set its passphrase.
      if (check === 'not-set' && user.staffRole === null) throw new HttpError(409, copy.gate.notSet);

      await recordLogin(app.db, user.id, now);
      const session = await app.startSession(request, reply, { userId: user.id });
      return {
        session,
        next: check === 'not-set' && user.staffRole === 'owner' ? ('admin-passphrases' as const) : null,
      };
    },
  );

  app.post(
    apiPaths.logout,
    {
      schema: { summary: 'End this browser’s session', tags: ['auth'], response: { 204: Type.Null() } },
      config: { access: 'public' },
    },
    async (request, reply) => {
      await app.endSession(request, reply);
      return reply.status(204).send(null);
    },
  );
};

export default authRoutes;
