import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { copy } from '#shared/copy.js';
import type { AdminProgram } from '#shared/schemas/programs.js';
import { EmptyState } from '#web/components/empty-state';
import { PublishingStateText } from '#web/components/publishing/publishing-state';
import { StateFilter, stateFilters } from '#web/components/publishing/state-filter';
import { QueryProblem } from '#web/components/query-problem';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { useListFilter } from '#web/hooks/use-list-filter';
import { errorMessage } from '#web/lib/api-client';
import { fromList } from '#web/lib/back-to-list';
import { useAdminPrograms } from '../api/get-admin-programs';
import { useSetProgramPublished } from '../api/set-program-published';
import './program-admin.css';

const text = copy.programs.admin;

type ProgramAdminListProps = {
  editHref: (id: string) => string;
  /** The member page of a program, where staff preview a draft or a scheduled one. */
  previewHref: (id: string) => string;
  notice: string | undefined;
};

/** 公開する for a draft, 今すぐ公開する for a 予約, 下書きに戻す for a public program. */
function publishActionOf(program: AdminProgram) {
  if (program.state === 'published') return { label: text.unpublish, published: false };
  return { label: program.state === 'draft' ? text.publish : text.publishNow, published: true };
}

/** Every program: length, state (with a 予約's time), 編集, プレビュー, 公開する / 下書きに戻す. */
export function ProgramAdminList({ editHref, previewHref, notice }: ProgramAdminListProps) {
  const programs = useAdminPrograms();
  const publish = useSetProgramPublished();
  const [stateFilter, setStateFilter] = useListFilter('state', stateFilters, '');
  const { search } = useLocation();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string; at: number } | null>(
    notice ? { tone: 'success', text: notice, at: 0 } : null,
  );

  // Members part-way through lose the program's page and 今日のメニュー: asked first.
  const [unpublishing, setUnpublishing] = useState<AdminProgram | null>(null);

  const setPublished = (program: AdminProgram, published: boolean) => {
    if (publish.isPending) return;
    publish.mutate(
      { id: program.id, published },
      {
        onSuccess: (saved) => setMessage({ tone: 'success', text: saved.message, at: Date.now() }),
        onError: (error) => setMessage({ tone: 'error', text: errorMessage(error), at: Date.now() }),
        onSettled: () => setUnpublishing(null),
      },
    );
  };

  if (programs.isError) return <QueryProblem query={programs} />;
  if (!programs.data) return <p role="status">{copy.site.loading}</p>;
  // The whole list is already here: filtering it needs no request.
  const shown = programs.data.items.filter((program) => !stateFilter || program.state === stateFilter);

  return (
    <div className="stack">
      {message && (
        <Alert key={message.at} tone={message.tone}>
          {message.text}
        </Alert>
      )}
      {programs.data.items.length > 0 && <StateFilter value={stateFilter} onChange={setStateFilter} />}
      {shown.length === 0 ? (
        <EmptyState>
          {stateFilter ? copy.publishing.noneInState(copy.publishing.states[stateFilter]) : text.empty}
        </EmptyState>
      ) : (
        <ul className="list-stack">
          {shown.map((program) => {
            const action = publishActionOf(program);
            return (
              <li key={program.id} className="program-admin-list__item">
                <div>
                  <h2 className="program-admin-list__title">{program.title}</h2>
                  <p className="program-admin-list__meta">
                    {text.daysSummary(program.days.length)} ・ <PublishingStateText item={program} />
                  </p>
                </div>
                <div className="program-admin-list__actions">
                  <Link
                    className="button button--secondary"
                    to={editHref(program.id)}
                    state={fromList(search)}
                    aria-label={`${program.title}を${text.edit}`}
                  >
                    {text.edit}
                  </Link>
                  {program.state !== 'published' && (
                    <Link
                      className="button button--secondary"
                      to={previewHref(program.id)}
                      aria-label={`${program.title}の${copy.publishing.preview}`}
                    >
                      {copy.publishing.preview}
                    </Link>
                  )}
                  <Button
                    variant={action.published ? 'primary' : 'secondary'}
                    aria-label={`${program.title}を${action.label}`}
                    aria-disabled={publish.isPending || undefined}
                    onClick={() =>
                      action.published ? setPublished(program, true) : setUnpublishing(program)
                    }
                  >
                    {action.label}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={unpublishing !== null}
        question={text.unpublishQuestion(unpublishing?.title ?? '')}
        confirmLabel={text.unpublish}
        working={publish.isPending}
        onConfirm={() => unpublishing && setPublished(unpublishing, false)}
        onCancel={() => setUnpublishing(null)}
      >
        <p>{text.unpublishEffect}</p>
      </ConfirmDialog>
    </div>
  );
}
