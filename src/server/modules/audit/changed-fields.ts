import type { AuditChange, AuditValue } from '#shared/schemas/audit.js';

/** Longer values are cut here: the log says what changed, it is not a copy of the content. */
const maxValueLength = 200;

export type Recordable = AuditValue | undefined;

/**
 * The publication time the log shows for a content, notice or program: none for a draft, whose
 * stored time (the start of its day) is not one staff set for it.
 */
export const loggedPublishedAt = (row: { status: string; publishedAt: string }): string | null =>
  row.status === 'draft' ? null : row.publishedAt;

export type ChangeRules = {
  /** Values never stored, not even in part (passphrases, passwords, tokens): only "changed". */
  secret?: readonly string[];
  /** Values too long to keep (an article's HTML): only "changed". */
  long?: readonly string[];
};

/** An empty text and nothing read the same to staff: '' → null is no change. */
function recorded(value: Recordable): AuditValue {
  return value === undefined || value === '' ? null : value;
}

function shortened(value: AuditValue): AuditValue {
  if (typeof value === 'string' && value.length > maxValueLength) return `${value.slice(0, maxValueLength)}…`;
  return value;
}

/**
 * The fields whose value differs between `before` and `after` (a field missing on one side counts
 * as null, and so does ''), in the order of `after` then `before`. Secret and long fields say only
 * that they changed.
 */
export function changedFields(
  before: Record<string, Recordable>,
  after: Record<string, Recordable>,
  rules: ChangeRules = {},
): AuditChange[] {
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return fields.flatMap((field): AuditChange[] => {
    const was = recorded(before[field]);
    const is = recorded(after[field]);
    if (was === is) return [];
    if (rules.secret?.includes(field)) return [{ field, hidden: 'secret' }];
    if (rules.long?.includes(field)) return [{ field, hidden: 'long' }];
    return [{ field, before: shortened(was), after: shortened(is) }];
  });
}

/** A new thing's fields as changes from nothing, for a create. */
export function createdFields(after: Record<string, Recordable>, rules: ChangeRules = {}): AuditChange[] {
  return changedFields({}, after, rules);
}
