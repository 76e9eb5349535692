import { dayKey, zonedInstant } from '#shared/business-time.js';
import { addDays, weekdayOf } from '#shared/live-schedule.js';

/** The digest goes out on Sunday at this business time. */
export const digestTime = '19:00';
/** A process that was down at 19:00 still sends that evening's digest until this much later. */
const sendWindowMs = 24 * 60 * 60 * 1000;

export type DigestWeek = {
  /** The Sunday of this digest, YYYY-MM-DD: its claim's key. */
  sunday: string;
  /** Contents that went public after `from` and up to `to` are this week's news. */
  from: Date;
  to: Date;
};

/**
 * The digest due at `now`, or null: from Sunday 19:00 (business time) for a day. Its week runs
 * from the Sunday before at 19:00, so each content is in one digest, whatever the zone's DST.
 */
export function dueDigestWeek(now: Date, timeZone: string): DigestWeek | null {
  const today = dayKey(now, timeZone);
  let sunday = addDays(today, -weekdayOf(today));
  let to = zonedInstant(sunday, digestTime, timeZone);
  if (to.getTime() > now.getTime()) {
    sunday = addDays(sunday, -7);
    to = zonedInstant(sunday, digestTime, timeZone);
  }
  if (now.getTime() - to.getTime() >= sendWindowMs) return null;
  return { sunday, from: zonedInstant(addDays(sunday, -7), digestTime, timeZone), to };
}
