import { copy } from '../copy.js';
import { isValidEmail } from '../email.js';
import { limits } from '../limits.js';
import { newPasswordProblem } from './account-checks.js';
import { isBlank, type FieldProblem } from './field-problem.js';

// The staff screen's invitation form and the invitation page's new-account form
// (docs/product.md#staff-roles).

export const staffInviteFields = ['email', 'role'] as const;
export type StaffInviteField = (typeof staffInviteFields)[number];

/** The address the invitation goes to (the role is one of two radio buttons, always set). */
export function staffInviteProblem(input: { email: string }): FieldProblem<StaffInviteField> | null {
  if (isBlank(input.email)) return { field: 'email', message: copy.mypage.emailMissing };
  if (!isValidEmail(input.email)) return { field: 'email', message: copy.register.badEmail };
  return null;
}

/** `token`: the link itself was refused (used, expired, cancelled or invented). */
export const invitationSignUpFields = ['displayName', 'password', 'passwordConfirm', 'token'] as const;
export type InvitationSignUpField = (typeof invitationSignUpFields)[number];

/** A new account from an invitation: an optional short name and a new password, twice. */
export function invitationSignUpProblem(input: {
  displayName?: string | undefined;
  password: string;
  passwordConfirm: string;
}): FieldProblem<InvitationSignUpField> | null {
  if ((input.displayName ?? '').trim().length > limits.displayNameMaxLength) {
    return { field: 'displayName', message: copy.mypage.displayNameTooLong };
  }
  return newPasswordProblem(input);
}
