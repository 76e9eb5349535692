import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';
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
import { recordMemberVisit } from '../modules/members/member-visit-repository.js';

export const sessionCookieName = 'karada_session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'cookie-only': the route reads the cookie itself and the session is not looked up (a video
     * segment, checked by a signature bound to the cookie; docs/decisions/0029-video-playback-protection.md).
     */
    sessionLookup?: 'cookie-only';
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
      const row = await findSession(app.db, token);
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
