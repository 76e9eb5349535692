import { isValidDay } from '../business-time.js';
import { copy } from '../copy.js';
import type { FieldProblem } from './field-problem.js';

// The date range of the audit log's filter, checked by the screen and again by the server.

export const auditFilterFields = ['from', 'to'] as const;
export type AuditFilterField = (typeof auditFilterFields)[number];

/** Either end may be left open; both are business days (YYYY-MM-DD), `to` not before `from`. */
export function auditFilterProblem(input: {
  from?: string | undefined;
  to?: string | undefined;
}): FieldProblem<AuditFilterField> | null {
  for (const field of auditFilterFields) {
    const day = input[field];
    if (day && !isValidDay(day)) return { field, message: copy.audit.dayInvalid };
  }
  if (input.from && input.to && input.to < input.from)
    return { field: 'to', message: copy.audit.rangeReversed };
  return null;
}
