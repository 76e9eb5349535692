import { useState } from 'react';
import { Link } from 'react-router';
import { copy } from '#shared/copy.js';
import { EmptyState } from '#web/components/empty-state';
import { QueryProblem } from '#web/components/query-problem';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { errorMessage } from '#web/lib/api-client';
import { useAdminPrograms } from '../api/get-admin-programs';
import { useSetProgramPublished } from '../api/set-program-published';
import './program-admin.css';

const text = copy.programs.admin;

type ProgramAdminListProps = { editHref: (id: string) => string; notice: string | undefined };

/** Every program: state, length, 編集, 公開する / 非公開にする. */
export function ProgramAdminList({ editHref, notice }: ProgramAdminListProps) {
  const programs = useAdminPrograms();
  const publish = useSetProgramPublished();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string; at: number } | null>(
    notice ? { tone: 'success', text: notice, at: 0 } : null,
  );

  if (programs.isError)
    return (
      <QueryProblem
        error={programs.error}
        onRetry={() => void programs.refetch()}
        retrying={programs.isFetching}
      />
    );
  if (!programs.data) return <p role="status">{copy.site.loading}</p>;

  return (
    <div className="stack">
      {message && (
        <Alert key={message.at} tone={message.tone}>
          {message.text}
        </Alert>
      )}
      {programs.data.items.length === 0 ? (
        <EmptyState>{text.empty}</EmptyState>
      ) : (
        <ul className="list-stack">
          {programs.data.items.map((program) => (
            <li key={program.id} className="program-admin-list__item">
              <div>
                <h2 className="program-admin-list__title">{program.title}</h2>
                <p className="program-admin-list__meta">
                  {text.daysSummary(program.days.length)} ・ {program.published ? text.published : text.draft}
                </p>
              </div>
              <div className="program-admin-list__actions">
                <Link
                  className="button button--secondary"
                  to={editHref(program.id)}
                  aria-label={`${program.title}を${text.edit}`}
                >
                  {text.edit}
                </Link>
                <Button
                  variant={program.published ? 'secondary' : 'primary'}
                  aria-label={`${program.title}を${program.published ? text.unpublish : text.publish}`}
                  aria-disabled={publish.isPending || undefined}
                  onClick={() => {
                    if (publish.isPending) return;
                    publish.mutate(
                      { id: program.id, published: !program.published },
                      {
                        onSuccess: (saved) =>
                          setMessage({ tone: 'success', text: saved.message, at: Date.now() }),
                        onError: (error) =>
                          setMessage({ tone: 'error', text: errorMessage(error), at: Date.now() }),
                      },
                    );
                  }}
                >
                  {program.published ? text.unpublish : text.publish}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
