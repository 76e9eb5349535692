import { categoryLabels, type Category } from '#shared/categories.js';
import { copy } from '#shared/copy.js';
import type { AuditChange, AuditEntry, AuditValue } from '#shared/schemas/audit.js';
import { formatBytes } from '#web/lib/format-bytes';
import { formatDateTime, formatDay } from '#web/lib/format-date';

// An audit entry in the owner's words: the keys and values the server records, as the admin
// screens name them.

const words = copy.audit;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const instantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const monthPattern = /^(\d{4})-(\d{2})$/;

/** An instant as "2026年11月26日 10:30" in the business zone. */
export function businessDateTime(instant: string): string {
  const [date, time] = formatDateTime(instant);
  return time ? `${date} ${time}` : date;
}

/** Values whose meaning depends on the field: a category key, a weekday number, a state. */
function fieldValue(field: string, value: AuditValue): string | undefined {
  if (field === 'category' && typeof value === 'string') return categoryLabels[value as Category];
  if (field === 'type' && (value === 'video' || value === 'article')) return copy.admin.types[value];
  // `status`: a notice's state as recorded before 2026-11-27 (draft or published).
  const isState = field === 'state' || field === 'status';
  if (isState && (value === 'draft' || value === 'scheduled' || value === 'published')) {
    return copy.publishing.states[value];
  }
  if ((field === 'liveWeekday' || field === 'weekday') && typeof value === 'number') {
    return copy.admin.settings.weekdays[value];
  }
  if (field === 'kind' && value === 'cancel') return copy.live.cancelled;
  if (field === 'kind' && value === 'extra') return copy.live.extra;
  return undefined;
}

/** One recorded value as staff read it. */
export function valueText(field: string, value: AuditValue | undefined): string {
  if (value === null || value === undefined || value === '') return words.none;
  const special = fieldValue(field, value);
  if (special) return special;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number') return value.toLocaleString('ja-JP');
  if (dayPattern.test(value)) return formatDay(value);
  if (instantPattern.test(value)) return businessDateTime(value);
  return value;
}

/** A field by the name its form gives it (the labels of the content and settings forms). */
function fieldLabel(field: string): string {
  const named: Record<string, unknown> = { ...copy.admin.labels, ...copy.admin.settings, ...words.fields };
  const label = named[field];
  return typeof label === 'string' ? label : field;
}

/** Actions that make something new: their fields are shown as what it was made with. */
export function isCreation(action: AuditEntry['action']): boolean {
  return action.endsWith('create');
}

/**
 * "タイトル：朝のストレッチ → 夜のストレッチ" (or only the new value for something just made), or
 * that it changed without its value.
 */
export function changeText(change: AuditChange, created = false): { label: string; text: string } {
  const label = fieldLabel(change.field);
  if (change.hidden === 'secret') return { label, text: words.secretChanged };
  if (change.hidden === 'long') return { label, text: words.longChanged };
  if (created) return { label, text: valueText(change.field, change.after) };
  return {
    label,
    text: `${valueText(change.field, change.before)} → ${valueText(change.field, change.after)}`,
  };
}

/** What it was done to: a passphrase's month the Japanese way, anything else as recorded. */
export function targetText(entry: Pick<AuditEntry, 'targetType' | 'targetLabel'>): string {
  const month = monthPattern.exec(entry.targetLabel);
  if (entry.targetType === 'passphrase' && month) {
    return `${Number(month[1])}年${Number(month[2])}月`;
  }
  return entry.targetLabel;
}

/** A count the action recorded, as staff read it: 「3件」, or a file's size for a video upload. */
export function countText(name: string, count: number): { label: string; text: string } {
  return {
    label: words.counts[name] ?? name,
    text: name === 'bytes' ? formatBytes(count) : words.countValue(count),
  };
}
