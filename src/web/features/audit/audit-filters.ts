import type { AuditTargetType } from '#shared/schemas/audit.js';

/** The log screen's filters; '' leaves one open. */
export type AuditFilters = {
  actorId: string;
  targetType: AuditTargetType | '';
  from: string;
  to: string;
};

export const noAuditFilters: AuditFilters = { actorId: '', targetType: '', from: '', to: '' };

/** The filters as the API's query, open ones left out. */
export function auditQuery(filters: AuditFilters, cursor: string | null): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  if (cursor) query.set('cursor', cursor);
  return query;
}
