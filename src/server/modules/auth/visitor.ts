import type { SessionState } from '#shared/schemas/auth.js';
import type { StaffRole } from '#shared/schemas/staff-role.js';

/** Who is making the request, as the server sees it after reading the session cookie. */
export type Visitor =
  | { kind: 'anonymous'; sessionId: string | null }
  | { kind: 'monthly-auth'; sessionId: string; userId: string; email: string }
  | { kind: 'guest'; sessionId: string; expiresAt: string }
  | {
      kind: 'member';
      sessionId: string;
      expiresAt: string;
      /** staffRole: null for a member, else her role on the staff (docs/product.md#staff-roles). */
      user: { id: string; email: string; displayName: string | null; staffRole: StaffRole | null };
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
