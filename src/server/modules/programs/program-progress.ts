import { dayKey } from '#shared/business-time.js';
import { dayStates, programProgress, type DayState, type ProgramProgress } from '#shared/programs.js';
import type { Db } from '#server/db/database.js';
import { doneFacts, type EnrolmentRow } from './program-repository.js';

// A content counts for an enrolment when she recorded やったよ for it on or after the day she
// (re)started, or first watched the video to 90% after she (re)started (watched_at is stamped once).

export type EnrolmentState = { states: DayState[]; progress: ProgramProgress; doneContentIds: Set<string> };

export async function enrolmentStates(
  db: Db,
  enrolments: readonly EnrolmentRow[],
  daysByProgram: ReadonlyMap<string, string[][]>,
  today: string,
  timeZone: string,
): Promise<Map<string, EnrolmentState>> {
  const contentIds = enrolments.flatMap((enrolment) => (daysByProgram.get(enrolment.programId) ?? []).flat());
  const facts = await doneFacts(
    db,
    enrolments.map((enrolment) => enrolment.userId),
    contentIds,
  );
  const result = new Map<string, EnrolmentState>();
  for (const enrolment of enrolments) {
    const days = daysByProgram.get(enrolment.programId) ?? [];
    const doneContentIds = new Set<string>();
    for (const fact of facts.activity)
      if (fact.userId === enrolment.userId && fact.at >= enrolment.startedDay)
        doneContentIds.add(fact.contentId);
    for (const fact of facts.watched)
      if (fact.userId === enrolment.userId && fact.at >= enrolment.startedAt)
        doneContentIds.add(fact.contentId);
    // An ended enrolment is judged on the day it ended.
    const lastDay = enrolment.endedAt ? dayKey(new Date(enrolment.endedAt), timeZone) : today;
    const states = dayStates(enrolment.startedDay, lastDay < today ? lastDay : today, days, doneContentIds);
    result.set(enrolment.id, { states, progress: programProgress(states), doneContentIds });
  }
  return result;
}
