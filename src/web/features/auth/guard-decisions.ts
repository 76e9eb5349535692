import type { SessionState } from '#shared/schemas/auth.js';
import { paths } from '#web/config/paths';

/** What a guard decides for a session: let in, or send elsewhere ('login' keeps the page asked for). */
export type GuardDecision = 'allow' | 'login' | { redirect: string };

/** Member area: a guest or a member (docs/product.md#visitors-and-access); anyone else signs in first. */
export function memberDecision(session: SessionState): GuardDecision {
  return session.state === 'authenticated' ? 'allow' : 'login';
}

/**
 * Admin screens: staff, オーナー or 編集者. Someone signed out, needing the monthly authentication or
 * in as a guest (no account) signs in; a member who is not staff goes back to the member area.
 */
export function adminDecision(session: SessionState): GuardDecision {
  if (session.state !== 'authenticated' || session.kind === 'guest') return 'login';
  return session.user.staffRole ? 'allow' : { redirect: paths.member.home };
}

/** Staff signed in as members (オーナー or 編集者): the member menu offers them 管理画面. */
export function isStaff(session: SessionState | undefined): boolean {
  return session?.state === 'authenticated' && session.kind === 'member' && session.user.staffRole !== null;
}

/** The オーナー's screens and tabs (docs/product.md#staff-roles); the server checks again. */
export function isOwner(session: SessionState | undefined): boolean {
  return (
    session?.state === 'authenticated' && session.kind === 'member' && session.user.staffRole === 'owner'
  );
}
