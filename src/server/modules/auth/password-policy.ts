import type { FieldProblem } from '#shared/checks/field-problem.js';
import { copy } from '#shared/copy.js';
import { isCommonPassword } from '#server/common-passwords.js';

/**
 * Beyond the seed's rules (shared/checks/account-checks.ts), the most common passwords are
 * refused (docs/product.md#accounts-and-passwords). Only the server holds the list, so it checks this after them.
 */
export function commonPasswordProblem<Field extends string>(
  password: string,
  field: Field,
): FieldProblem<Field> | null {
  return isCommonPassword(password) ? { field, message: copy.register.tooCommon } : null;
}
