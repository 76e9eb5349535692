const monthPattern = /^(\d{4})-(\d{2})$/;

/** "2026-12" → "2026年12月". */
export function monthLabel(month: string): string {
  const match = monthPattern.exec(month);
  if (!match) return month;
  return `${match[1]}年${Number(match[2])}月`;
}

type MonthRow = { month: string; passphrase: string | null };

/**
 * The month the form starts on: the first month from this one on that has no passphrase yet
 * (usually next month), else this month.
 */
export function firstMonthToSet(months: readonly MonthRow[], currentMonth: string): string {
  const missing = months.find((row) => row.month >= currentMonth && row.passphrase === null);
  return missing?.month ?? currentMonth;
}
