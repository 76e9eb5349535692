import { copy } from '#shared/copy.js';
import { auditTargetTypes, type AuditPage } from '#shared/schemas/audit.js';
import { Button } from '#web/components/ui/button';
import { SelectField } from '#web/components/ui/select-field';
import { TextField } from '#web/components/ui/text-field';
import type { FieldProblem } from '#shared/checks/field-problem.js';
import type { AuditFilterField } from '#shared/checks/audit-checks.js';
import { noAuditFilters, type AuditFilters } from '../audit-filters';

const words = copy.audit;

type AuditFilterBarProps = {
  filters: AuditFilters;
  onChange: (filters: AuditFilters) => void;
  actors: AuditPage['actors'];
  problem: FieldProblem<AuditFilterField> | null;
};

/** 絞り込み: each choice applies at once (kept in the address, so a filtered view can be shared). */
export function AuditFilterBar({ filters, onChange, actors, problem }: AuditFilterBarProps) {
  const set = (changes: Partial<AuditFilters>) => onChange({ ...filters, ...changes });
  const filtered = Object.values(filters).some(Boolean);
  // A staff member chosen in the address but with no entry (yet) still shows as chosen.
  const actorOptions =
    actors.some((actor) => actor.id === filters.actorId) || !filters.actorId
      ? actors
      : [...actors, { id: filters.actorId, email: filters.actorId }];
  return (
    <fieldset className="audit-filters">
      <legend className="audit-filters__legend">{words.filtersLabel}</legend>
      <SelectField
        label={words.actorLabel}
        value={filters.actorId}
        onChange={(event) => set({ actorId: event.target.value })}
        options={[
          { value: '', label: words.actorAll },
          ...actorOptions.map((actor) => ({ value: actor.id, label: actor.email })),
        ]}
      />
      <SelectField
        label={words.targetTypeLabel}
        value={filters.targetType}
        onChange={(event) => set({ targetType: event.target.value as AuditFilters['targetType'] })}
        options={[
          { value: '', label: words.targetTypeAll },
          ...auditTargetTypes.map((type) => ({ value: type, label: words.targetTypes[type] })),
        ]}
      />
      <TextField
        label={words.fromLabel}
        type="date"
        value={filters.from}
        onChange={(event) => set({ from: event.target.value })}
        error={problem?.field === 'from' ? problem.message : undefined}
      />
      <TextField
        label={words.toLabel}
        type="date"
        value={filters.to}
        onChange={(event) => set({ to: event.target.value })}
        error={problem?.field === 'to' ? problem.message : undefined}
      />
      {filtered && (
        <Button variant="secondary" className="audit-filters__clear" onClick={() => onChange(noAuditFilters)}>
          {words.clearFilters}
        </Button>
      )}
    </fieldset>
  );
}
