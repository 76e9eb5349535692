import { copy } from '#shared/copy.js';
import { HttpError } from '#server/http-error.js';
import type { Visitor } from '../auth/visitor.js';

/** The member behind a members-only route (the access check has already run before the handler). */
export function memberId(visitor: Visitor): string {
  if (visitor.kind !== 'member') throw new HttpError(401, copy.member.loginRequired);
  return visitor.user.id;
}
