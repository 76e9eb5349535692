/** A round top for the chart's scale: 1, 2, 5, 10, 20, 50, … at or above the largest value. */
export function niceMax(largest: number): number {
  if (largest <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(largest));
  for (const step of [1, 2, 5, 10]) {
    if (step * power >= largest) return step * power;
  }
  return 10 * power;
}

const dayPattern = /^\d{4}-(\d{2})-(\d{2})$/;

/** "2026-11-21" → "11/21", the chart's short day label. */
export function shortDay(day: string): string {
  const match = dayPattern.exec(day);
  return match ? `${Number(match[1])}/${Number(match[2])}` : day;
}
