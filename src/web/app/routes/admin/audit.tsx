import { useSearchParams } from 'react-router';
import { copy } from '#shared/copy.js';
import { auditTargetTypes, type AuditTargetType } from '#shared/schemas/audit.js';
import { queryParams } from '#web/config/paths';
import type { AuditFilters } from '#web/features/audit/audit-filters';
import { AuditLog } from '#web/features/audit/components/audit-log';
import { useDocumentTitle } from '#web/hooks/use-document-title';

const isTargetType = (value: string): value is AuditTargetType =>
  (auditTargetTypes as readonly string[]).includes(value);

/** 操作記録: the audit log of staff actions; its filters live in the address. */
export default function AdminAuditRoute() {
  useDocumentTitle(copy.admin.tabs.audit);
  const [searchParams, setSearchParams] = useSearchParams();
  const target = searchParams.get(queryParams.auditTarget) ?? '';
  const filters: AuditFilters = {
    actorId: searchParams.get(queryParams.auditActor) ?? '',
    targetType: isTargetType(target) ? target : '',
    from: searchParams.get(queryParams.auditFrom) ?? '',
    to: searchParams.get(queryParams.auditTo) ?? '',
  };
  const changeFilters = (next: AuditFilters) => {
    const params = new URLSearchParams();
    const values: Array<[string, string]> = [
      [queryParams.auditActor, next.actorId],
      [queryParams.auditTarget, next.targetType],
      [queryParams.auditFrom, next.from],
      [queryParams.auditTo, next.to],
    ];
    for (const [name, value] of values) if (value) params.set(name, value);
    setSearchParams(params, { replace: true });
  };
  return (
    <>
      <h1>{copy.admin.tabs.audit}</h1>
      <AuditLog filters={filters} onFiltersChange={changeFilters} />
    </>
  );
}
