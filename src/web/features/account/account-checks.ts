import { copy } from '../../../shared/copy.js';
import { limits } from '../../../shared/limits.js';
import type { PasswordChange } from '../../../shared/schemas/account.js';

// The checks my page makes before asking the server (docs/product.md#accounts-and-passwords).
// The server makes them again, the current password's check included, and answers in the same words.

const blank = (value: string) => value.trim() === '';

export function profileProblem({ email }: { email: string }): string | null {
  return blank(email) ? copy.mypage.emailMissing : null;
}

export function passwordChangeProblem(change: PasswordChange): string | null {
  if ([change.currentPassword, change.newPassword, change.newPasswordConfirm].some(blank)) {
    return copy.register.missingField;
  }
  if (change.newPassword !== change.newPasswordConfirm) return copy.mypage.newMismatch;
  if (change.newPassword.length < limits.minPasswordLength) return copy.mypage.newTooShort;
  return null;
}
