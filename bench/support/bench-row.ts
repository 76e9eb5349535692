/** One row of the results table. */
export type BenchRow = {
  measure: string;
  value: string;
  target: string;
  baseline: string;
  ok: boolean | null;
  /**
   * false: a row for reading beside a judged one (decision 44: the same load as browsers ask). It
   * shows what its target would say and counts as neither met nor missed.
   */
  judged?: false;
};

/** The row as the table shows it. */
export function shownRow(row: BenchRow): BenchRow {
  if (row.judged !== false) return row;
  return { ...row, target: `(not judged: ${row.target} would be ${row.ok ? 'met' : 'missed'})`, ok: null };
}
