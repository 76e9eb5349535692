import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { endOfMonth, monthKey } from '#shared/business-time.js';
import type { SessionState } from '#shared/schemas/auth.js';
import {
  createSession,
  deleteSession,
  findSession,
  touchSession,
} from '../modules/auth/session-repository.js';
import { sessionStateOf, type Visitor } from '../modules/auth/visitor.js';
import { onOneConnection } from '../db/prepared-postgres.js';
import { recordMemberVisit } from '../modules/members/member-visit-repository.js';

export const sessionCookieName = 'karada_session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'cookie-only': the route reads the cookie itself and the session is not looked up (a video
     * segment, checked by a signature bound to the cookie; docs/decisions/0029-video-playback-protection.md).
     */
    sessionLookup?: 'cookie-only';
    /**
     * A read the route wants right after the session's, on the same pooled connection, when the
     * session grants something (a content's page not shared yet, on PostgreSQL: content-routes.ts):
     * asked before the session is read, it returns the read to run, or undefined. The read must not
     * answer, change anything or reject; the route uses what it read once its access was checked.
     */
    readAfterSession?: (request: FastifyRequest) => (() => Promise<void>) | undefined;
    readWithSession?: (request: FastifyRequest, token: string) => Promise<unknown> | undefined;
  }
  interface FastifyRequest {
    visitor: Visitor;
  }
  interface FastifyInstance {
    /** Replaces the request's session with a new one (a new id at every sign-in). */
    startSession(
      request: FastifyRequest,
      reply: FastifyReply,
      who: { userId: string } | { guest: true },
    ): Promise<SessionState>;
    endSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

// A member's cookie outlives the session so that, after the month ends, the server still
// knows whom to ask for monthly authentication (docs/product.md#sessions-and-monthly-authentication).
const memberCookieMaxAgeSeconds = 400 * 24 * 60 * 60;
const touchEveryMs = 10 * 60 * 1000;

type SessionRow = NonNullable<Awaited<ReturnType<typeof findSession>>>;

/** An ended member session still names its member (monthly authentication); an ended guest is nobody. */
function visitorOf(row: SessionRow, now: Date): Visitor {
  // Disabling ends a member's sessions; a row that slipped through still grants nothing.
  if (row.disabledAt) return { kind: 'anonymous', sessionId: row.id };
  const member =
    row.kind === 'member' && row.userId && row.email
      ? { ...row, userId: row.userId, email: row.email }
      : null;
  // Valid through the last millisecond of the month, 23:59:59.999 included.
  if (row.expiresAt < now.toISOString()) {
    return member
      ? { kind: 'monthly-auth', sessionId: row.id, userId: member.userId, email: member.email }
      : { kind: 'anonymous', sessionId: row.id };
  }
  if (!member) return { kind: 'guest', sessionId: row.id, expiresAt: row.expiresAt };
  return {
    kind: 'member',
    sessionId: row.id,
    expiresAt: row.expiresAt,
    user: {
      id: member.userId,
      email: member.email,
      displayName: row.displayName,
      staffRole: row.staffRole,
    },
  };
}

/** A guest's or member's valid session: what a route's read after the session is for. */
const grantsAccess = (visitor: Visitor) => visitor.kind === 'guest' || visitor.kind === 'member';

export default fp(
  async function session(app: FastifyInstance) {
    const secure = app.config.publicUrl.startsWith('https://');
    await app.register(cookie);
    app.decorateRequest('visitor', null as never);

    app.addHook('onRequest', async (request) => {
      request.visitor = { kind: 'anonymous', sessionId: null };
      // The matched route, not the raw URL, so an encoded path cannot skip the session.
      const route = request.routeOptions.url ?? '';
      if (!route.startsWith('/api/') && !route.startsWith('/uploads/')) return;
      if (request.routeOptions.config.sessionLookup === 'cookie-only') return;
      const token = request.cookies[sessionCookieName];
      if (!token) return;
      // On one connection: a page's read waited for the pool a second time after the session's, and
      // under load each wait was about three times the statement's own time
      // (docs/decisions/0035-content-detail-in-one-read.md, revision of 27 November, morning).
      const readAfter = request.routeOptions.config.readAfterSession?.(request);
      const withSession = request.routeOptions.config.readWithSession?.(request, token) as
        | ReturnType<typeof findSession>
        | undefined;
      const row = withSession
        ? await withSession
        : readAfter
        ? await onOneConnection(app.db, async () => {
            const found = await findSession(app.db, token);
            if (found && grantsAccess(visitorOf(found, app.clock.now()))) await readAfter();
            return found;
          })
        : await findSession(app.db, token);
      if (!row) return;
      const now = app.clock.now();
      request.visitor = visitorOf(row, now);
      const stillValid = request.visitor.kind === 'member' || request.visitor.kind === 'guest';
      if (stillValid && now.getTime() - Date.parse(row.lastSeenAt) > touchEveryMs) {
        await touchSession(app.db, row.id, now);
        if (request.visitor.kind === 'member')
          await recordMemberVisit(app.db, request.visitor.user.id, now, app.config.timeZone);
      }
    });

    app.decorate('startSession', async (request, reply, who) => {
      if (request.visitor.sessionId) await deleteSession(app.db, request.visitor.sessionId);
      const now = app.clock.now();
      const expiresAt = endOfMonth(now, app.config.timeZone);
      const userId = 'userId' in who ? who.userId : null;
      const token = await createSession(app.db, {
        userId,
        kind: userId ? 'member' : 'guest',
        expiresAt,
        now,
        // A guest came in with this month's passphrase: replacing it ends her session.
        passphraseMonth: userId ? null : monthKey(now, app.config.timeZone),
      });
      reply.setCookie(sessionCookieName, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure,
        path: '/',
        ...(userId ? { maxAge: memberCookieMaxAgeSeconds } : { expires: expiresAt }),
      });
      const row = await findSession(app.db, token);
      if (!row) throw new Error('session vanished right after it was created');
      if (userId) await recordMemberVisit(app.db, userId, now, app.config.timeZone);
      request.visitor = visitorOf(row, now);
      return sessionStateOf(request.visitor);
    });

    app.decorate('endSession', async (request, reply) => {
      if (request.visitor.sessionId) await deleteSession(app.db, request.visitor.sessionId);
      request.visitor = { kind: 'anonymous', sessionId: null };
      reply.clearCookie(sessionCookieName, { path: '/', httpOnly: true, sameSite: 'lax', secure });
    });
  },
  { name: 'session', dependencies: ['app-context', 'database'] },
);
