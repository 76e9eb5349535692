import { dayKey, startOfZonedDay, zonedParts } from '#shared/business-time.js';

const remembered = new Map<string, { key: string; from: number; until: number }>();

/**
 * dayKey, remembered until the business day ends: Intl's formatToParts, which dayKey uses, was
 * the costliest step of building a card, and every answer with cards asks for today.
 */
export function businessDay(instant: Date, timeZone: string): string {
  const time = instant.getTime();
  const known = remembered.get(timeZone);
  if (known && time >= known.from && time < known.until) return known.key;
  const p = zonedParts(instant, timeZone);
  const next = new Date(Date.UTC(p.year, p.month - 1, p.day + 1));
  const day = {
    key: dayKey(instant, timeZone),
    from: startOfZonedDay(p.year, p.month, p.day, timeZone).getTime(),
    until: startOfZonedDay(
      next.getUTCFullYear(),
      next.getUTCMonth() + 1,
      next.getUTCDate(),
      timeZone,
    ).getTime(),
  };
  remembered.set(timeZone, day);
  return day.key;
}
