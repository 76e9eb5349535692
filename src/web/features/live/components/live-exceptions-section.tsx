import { useId, useState } from 'react';
import { copy } from '#shared/copy.js';
import type { AdminLive, AdminLiveException } from '#shared/schemas/live.js';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { StatusMessage, useStatusMessage } from '#web/components/ui/status-message';
import { errorMessage } from '#web/lib/api-client';
import { useRemoveLiveException } from '../api/remove-live-exception';
import { ExceptionForm } from './live-exception-form';
import './live-badge.css';

/** お休み and 特別回: the two forms, then the coming and the past ones (those stay visible). */
export function ExceptionsSection({ live }: { live: AdminLive }) {
  const headingId = useId();
  const remove = useRemoveLiveException();
  const { message, report } = useStatusMessage();
  const coming = live.exceptions.filter((exception) => !exception.isPast);
  const past = live.exceptions.filter((exception) => exception.isPast).reverse();

  // Members see the change at once, so a stray tap is asked about first.
  const words = copy.live.admin;
  const [asking, setAsking] = useState<AdminLiveException | null>(null);
  // Its words follow what is taken back: the buttons say what happens to the lesson.
  const removing =
    asking?.kind === 'extra'
      ? {
          question: words.confirmRemoveExtra,
          confirm: words.removeExtraConfirm,
          keep: words.keepExtra,
          effect: words.removeExtraEffect,
        }
      : {
          question: words.confirmRemoveCancel,
          confirm: words.removeCancelConfirm,
          keep: words.keepCancel,
          effect: words.removeCancelEffect,
        };

  const removeOne = (exception: AdminLiveException) => {
    if (remove.isPending) return;
    remove.mutate(exception.id, {
      onSuccess: ({ message: text }) => report('success', text),
      onError: (error) => report('error', errorMessage(error)),
      onSettled: () => setAsking(null),
    });
  };

  return (
    <section className="live-admin__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{copy.live.admin.exceptionsHeading}</h2>
      <div className="live-admin__forms">
        <ExceptionForm kind="cancel" live={live} />
        <ExceptionForm kind="extra" live={live} />
      </div>
      <StatusMessage message={message} />
      <ExceptionList
        heading={copy.live.admin.upcomingExceptions}
        empty={copy.live.admin.noUpcomingExceptions}
        exceptions={coming}
        onRemove={setAsking}
      />
      <ExceptionList
        heading={copy.live.admin.pastExceptions}
        empty={copy.live.admin.noExceptions}
        exceptions={past}
      />
      <ConfirmDialog
        open={asking !== null}
        question={removing.question(asking?.label ?? '')}
        confirmLabel={removing.confirm}
        cancelLabel={removing.keep}
        working={remove.isPending}
        onConfirm={() => asking && removeOne(asking)}
        onCancel={() => setAsking(null)}
      >
        <p>{removing.effect}</p>
      </ConfirmDialog>
    </section>
  );
}

type ExceptionListProps = {
  heading: string;
  /** Said when there are none. */
  empty: string;
  exceptions: AdminLiveException[];
  onRemove?: (exception: AdminLiveException) => void;
};

function ExceptionList({ heading, empty, exceptions, onRemove }: ExceptionListProps) {
  const headingId = useId();
  return (
    <div className="live-admin__list">
      <h3 id={headingId}>{heading}</h3>
      {exceptions.length === 0 ? (
        <p className="live-admin__note">{empty}</p>
      ) : (
        <ul aria-labelledby={headingId} role="list">
          {exceptions.map((exception) => (
            <li key={exception.id} className={onRemove ? undefined : 'is-past'}>
              <span className={`live-badge live-badge--${exception.kind}`}>
                {exception.kind === 'cancel' ? copy.live.cancelled : copy.live.extra}
              </span>
              <span className="live-admin__label">{exception.label}</span>
              {onRemove && (
                <Button
                  variant="ghost"
                  onClick={() => onRemove(exception)}
                  aria-label={copy.live.admin.removeLabel(exception.label)}
                >
                  {copy.live.admin.remove}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
