import { copy } from '../copy.js';
import { normalizeEmail } from '../email.js';
import type { FieldProblem } from './field-problem.js';

/** Whether the address typed is another one than the member's (case and spaces aside). */
export function isNewEmail(typed: string, current: string): boolean {
  return normalizeEmail(typed) !== normalizeEmail(current);
}

/**
 * A change of e-mail needs the current password, so that a session alone (a phone left
 * unlocked, a stolen cookie) cannot move the account to another address.
 */
export function emailChangeProblem(
  input: { email: string; currentPassword?: string | undefined },
  currentEmail: string,
): FieldProblem<'currentPassword'> | null {
  if (!isNewEmail(input.email, currentEmail)) return null;
  if ((input.currentPassword ?? '').trim() === '') {
    return { field: 'currentPassword', message: copy.mypage.currentPasswordMissing };
  }
  return null;
}
