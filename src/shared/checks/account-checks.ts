import { copy } from '../copy.js';
import { isValidEmail } from '../email.js';
import { limits } from '../limits.js';
import type { PasswordChange } from '../schemas/account.js';
import { firstBlank, isBlank, type FieldProblem } from './field-problem.js';

// The forms that make an account or change its e-mail or password (docs/product.md#accounts-and-passwords), each checked
// in the seed's order: required fields → confirmation matches → at least 6 characters → e-mail
// pattern. The server adds what only it can check (the passphrase, the current password, the
// list of common passwords) and normalises the e-mail.

const isTooShort = (password: string) => password.length < limits.minPasswordLength;

/** Words the server's list of common passwords refuses (its test keeps them on that list). */
export const commonPasswordExamples = ['123456', 'password'] as const;

/**
 * The rules shown beside a new password from the start, made from the numbers these checks use,
 * so what she reads before and the refusal after cannot disagree.
 */
export const passwordRulesHint = copy.register.passwordRules(
  limits.minPasswordLength,
  commonPasswordExamples,
);

const requiredRegistrationFields = ['email', 'password', 'passwordConfirm', 'passphrase'] as const;
/** Every field of registration; the display name (お名前) is the one she may leave empty. */
export const registrationFields = [...requiredRegistrationFields, 'displayName'] as const;
export type RegistrationField = (typeof registrationFields)[number];
export type RegistrationInput = Record<(typeof requiredRegistrationFields)[number], string> & {
  displayName?: string | undefined;
};

/** The display name, optional everywhere (registration, my page), at most 50 characters. */
function displayNameProblem(displayName: string | undefined): FieldProblem<'displayName'> | null {
  return (displayName ?? '').trim().length > limits.displayNameMaxLength
    ? { field: 'displayName', message: copy.mypage.displayNameTooLong }
    : null;
}

/** The display name as stored: trimmed, and none at all when she left it empty. */
export function displayNameToStore(displayName: string | undefined): string | null {
  const trimmed = (displayName ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

export function registrationProblem(input: RegistrationInput): FieldProblem<RegistrationField> | null {
  const blank = firstBlank(input, requiredRegistrationFields);
  if (blank) return { field: blank, message: copy.register.missingField };
  if (input.password !== input.passwordConfirm)
    return { field: 'passwordConfirm', message: copy.register.mismatch };
  if (isTooShort(input.password)) return { field: 'password', message: copy.register.tooShort };
  if (!isValidEmail(input.email)) return { field: 'email', message: copy.register.badEmail };
  return displayNameProblem(input.displayName);
}

export const setupFields = ['email', 'password'] as const;
export type SetupField = (typeof setupFields)[number];

/** The first admin (setup screen and CLI): both fields, the length, then the e-mail pattern. */
export function setupProblem(input: Record<SetupField, string>): FieldProblem<SetupField> | null {
  const blank = firstBlank(input, setupFields);
  if (blank) return { field: blank, message: copy.setup.missing };
  if (isTooShort(input.password)) return { field: 'password', message: copy.register.tooShort };
  if (!isValidEmail(input.email)) return { field: 'email', message: copy.register.badEmail };
  return null;
}

export const resetRequestFields = ['email'] as const;
export type ResetRequestField = (typeof resetRequestFields)[number];

/** "Forgot password": the address the link goes to. */
export function resetRequestProblem(input: { email: string }): FieldProblem<ResetRequestField> | null {
  if (isBlank(input.email)) return { field: 'email', message: copy.reset.emailMissing };
  if (!isValidEmail(input.email)) return { field: 'email', message: copy.register.badEmail };
  return null;
}

export const newPasswordFields = ['password', 'passwordConfirm'] as const;
export type NewPasswordField = (typeof newPasswordFields)[number];

/** The new password chosen from a reset link. */
export function newPasswordProblem(
  input: Record<NewPasswordField, string>,
): FieldProblem<NewPasswordField> | null {
  const blank = firstBlank(input, newPasswordFields);
  if (blank) return { field: blank, message: copy.register.missingField };
  if (input.password !== input.passwordConfirm)
    return { field: 'passwordConfirm', message: copy.register.mismatch };
  if (isTooShort(input.password)) return { field: 'password', message: copy.register.tooShort };
  return null;
}

/** What a reset can be refused for: the new password, or the link itself (`token`: used, expired or invented). */
export const resetPasswordFields = [...newPasswordFields, 'token'] as const;
export type ResetPasswordField = (typeof resetPasswordFields)[number];

export const resetLinkProblem: FieldProblem<ResetPasswordField> = {
  field: 'token',
  message: copy.reset.linkInvalid,
};

export const profileFields = ['email', 'displayName'] as const;
export type ProfileField = (typeof profileFields)[number];

/** My page: the e-mail is required, the display name optional and short. */
export function profileProblem(input: Record<ProfileField, string>): FieldProblem<ProfileField> | null {
  if (isBlank(input.email)) return { field: 'email', message: copy.mypage.emailMissing };
  if (!isValidEmail(input.email)) return { field: 'email', message: copy.register.badEmail };
  return displayNameProblem(input.displayName);
}

export const passwordChangeFields = ['currentPassword', 'newPassword', 'newPasswordConfirm'] as const;
export type PasswordChangeField = (typeof passwordChangeFields)[number];

/** All three fields filled in: the first step, before the server checks the current password. */
export function passwordChangeMissing(change: PasswordChange): FieldProblem<PasswordChangeField> | null {
  const blank = firstBlank(change, passwordChangeFields);
  return blank ? { field: blank, message: copy.register.missingField } : null;
}

/** The new password twice the same, then at least 6 characters: after the current one is verified. */
export function newPasswordChangeProblem(change: PasswordChange): FieldProblem<PasswordChangeField> | null {
  if (change.newPassword !== change.newPasswordConfirm)
    return { field: 'newPasswordConfirm', message: copy.mypage.newMismatch };
  if (isTooShort(change.newPassword)) return { field: 'newPassword', message: copy.mypage.newTooShort };
  return null;
}

/** The whole form, as the web app checks it before sending. */
export function passwordChangeProblem(change: PasswordChange): FieldProblem<PasswordChangeField> | null {
  return passwordChangeMissing(change) ?? newPasswordChangeProblem(change);
}
