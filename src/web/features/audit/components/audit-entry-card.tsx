import { copy } from '#shared/copy.js';
import type { AuditEntry } from '#shared/schemas/audit.js';
import { businessDateTime, changeText, countText, isCreation, targetText } from '../audit-wording';

const words = copy.audit;

/** One staff action: when (business time), what, to what, who, and each changed field. */
export function AuditEntryCard({ entry }: { entry: AuditEntry }) {
  const counts = Object.entries(entry.counts);
  return (
    <article className="panel audit-entry" tabIndex={-1}>
      <p className="audit-entry__when">
        <time dateTime={entry.at}>{businessDateTime(entry.at)}</time>
      </p>
      <h2 className="audit-entry__what">{words.actions[entry.action]}</h2>
      <dl className="audit-entry__facts">
        <div>
          <dt>{words.targetTypes[entry.targetType]}</dt>
          <dd>{targetText(entry)}</dd>
        </div>
        <div>
          <dt>{words.actorLabel}</dt>
          <dd className="audit-entry__actor">{entry.actor.email}</dd>
        </div>
        {counts.map(([name, count]) => {
          const { label, text } = countText(name, count);
          return (
            <div key={name}>
              <dt>{label}</dt>
              <dd>{text}</dd>
            </div>
          );
        })}
      </dl>
      {entry.changes.length > 0 && (
        <>
          <h3 className="audit-entry__changes-heading">{words.changesLabel}</h3>
          <dl className="audit-entry__changes">
            {entry.changes.map((change) => {
              const { label, text } = changeText(change, isCreation(entry.action));
              return (
                <div key={change.field}>
                  <dt>{label}</dt>
                  <dd>{text}</dd>
                </div>
              );
            })}
          </dl>
        </>
      )}
      {entry.clientAddress && <p className="audit-entry__address">{words.address(entry.clientAddress)}</p>}
    </article>
  );
}
