import type { SessionState } from '#shared/schemas/auth.js';

/** Who is making the request, as the server sees it after reading the session cookie. */
export type Visitor =
  | { kind: 'anonymous'; sessionId: string | null }
  | { kind: 'monthly-auth'; sessionId: string; userId: string; email: string }
  | { kind: 'guest'; sessionId: string; expiresAt: string }
  | {
      kind: 'member';
      sessionId: string;
      expiresAt: string;
      user: { id: string; email: string; displayName: string | null; isAdmin: boolean };
    };

/** What the web app is told about its own session. */
export function sessionStateOf(visitor: Visitor): SessionState {
  switch (visitor.kind) {
    case 'anonymous':
      return { state: 'unauthenticated' };
    case 'monthly-auth':
      return { state: 'requires-monthly-auth', email: visitor.email };
    case 'guest':
      return { state: 'authenticated', kind: 'guest', expiresAt: visitor.expiresAt };
    case 'member':
      return { state: 'authenticated', kind: 'member', expiresAt: visitor.expiresAt, user: visitor.user };
  }
}
