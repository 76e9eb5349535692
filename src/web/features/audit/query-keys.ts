import type { AuditFilters } from './audit-filters';

// This feature's query keys: the owner's audit log, one list per set of filters.

const all = ['audit'] as const;

export const auditKeys = {
  all,
  list: (filters: AuditFilters) => [...all, 'list', filters] as const,
};
