import { copy } from '../copy.js';
import type { LeaveRequest } from '../schemas/leaving.js';
import { isBlank, type FieldProblem } from './field-problem.js';

// 退会 (docs/product.md#leaving): the form and the server both ask for the current password;
// only the server can tell whether it is right.

export const leaveFields = ['currentPassword'] as const;
export type LeaveField = (typeof leaveFields)[number];

export function leaveProblem(input: LeaveRequest): FieldProblem<LeaveField> | null {
  if (isBlank(input.currentPassword)) {
    return { field: 'currentPassword', message: copy.leaving.passwordMissing };
  }
  return null;
}
