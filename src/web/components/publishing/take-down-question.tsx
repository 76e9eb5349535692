import type { ReactNode } from 'react';
import { isValidDay, zonedInstant } from '#shared/business-time.js';
import { copy } from '#shared/copy.js';
import { isValidTime } from '#shared/live-schedule.js';
import type { PublishingState } from '#shared/schemas/publishing.js';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { businessTimeZone, formatDay } from '#web/lib/format-date';
import { serverNow } from '#web/lib/server-clock';

/** Where a save takes a public content or program off members' screens to; null: it does not. */
export type TakingDown = { to: 'draft' } | { to: 'scheduled'; date: string; time: string };

type StateAt = { state: PublishingState; day: string; time: string };

/** Whether `time` on `day` (business time) has come by `now`; null when either cannot be read. */
function hasCome(day: string, time: string, now: Date): boolean | null {
  if (!isValidDay(day) || !isValidTime(time)) return null;
  return zonedInstant(day, time, businessTimeZone) <= now;
}

/** Whether an item in this state is on members' screens at `now` (a 予約 whose time has come is). */
function isPublic({ state, day, time }: StateAt, now: Date): boolean {
  return state === 'published' || (state === 'scheduled' && hasCome(day, time, now) === true);
}

/**
 * An item public now (`saved`, as the form opened it) saved as 下書き, or as a 予約 still to come.
 * A 予約 already past is not one: the server refuses it, and that answer should come without a
 * question first. Read by the server's clock as its last answer told it: a phone some minutes fast
 * would otherwise take a 予約 a few minutes ahead for one already past, and save it unasked.
 */
export function takingDown(
  saved: StateAt | null | undefined,
  next: StateAt,
  now: Date = serverNow(),
): TakingDown | null {
  if (!saved || !isPublic(saved, now) || next.state === 'published') return null;
  if (next.state === 'draft') return { to: 'draft' };
  if (hasCome(next.day, next.time, now) !== false) return null;
  return { to: 'scheduled', date: formatDay(next.day), time: next.time };
}

type TakeDownQuestionProps = {
  /** From useAskBeforeSubmit. */
  dialog: { open: boolean; working: boolean; onConfirm: () => void; onCancel: () => void };
  takes: TakingDown | null;
  /** The title as she has it in the form. */
  title: string;
  /** What members lose, in the feature's words. */
  effect: ReactNode;
};

/** 「〇〇」を下書きに戻しますか？ or 「〇〇」を2026年12月1日 07:00の予約にしますか？ before the save. */
export function TakeDownQuestion({ dialog, takes, title, effect }: TakeDownQuestionProps) {
  const words = copy.publishing.takeDown;
  const scheduled = takes?.to === 'scheduled' ? takes : null;
  return (
    <ConfirmDialog
      {...dialog}
      question={
        scheduled ? words.scheduleQuestion(title, scheduled.date, scheduled.time) : words.draftQuestion(title)
      }
      confirmLabel={scheduled ? words.scheduleConfirm : words.draftConfirm}
    >
      <p>{effect}</p>
    </ConfirmDialog>
  );
}
