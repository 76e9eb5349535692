import { copy } from '#shared/copy.js';
import { isValidEmail, normalizeEmail } from '#shared/email.js';
import { limits } from '#shared/limits.js';
import type { MemberImportPreview, MemberImportRow } from '#shared/schemas/member-csv.js';
import type { CsvRecord } from './csv.js';

const words = copy.admin.memberCsv;
// Made from a string, not a /…/ literal: the bundler escapes strings but not regular expressions,
// and one Japanese character left in the server bundle makes V8 hold its whole source (several MB)
// at two bytes a character (decision 38).
const headerWord = new RegExp('メール|mail', 'i');

/** A first line that is no address but names one (メールアドレス, email, E-mail…) is the header. */
function isHeader(record: CsvRecord): boolean {
  const first = (record.cells[0] ?? '').trim();
  return !isValidEmail(first) && headerWord.test(first);
}

/** The member rows of the file (e-mail, then an optional name; more columns are ignored). */
export function importCandidates(
  records: CsvRecord[],
): { row: number; email: string; displayName: string | null }[] {
  const rows = records.length > 0 && isHeader(records[0]!) ? records.slice(1) : records;
  return rows.map(({ line, cells }) => ({
    row: line,
    email: normalizeEmail(cells[0] ?? ''),
    displayName: (cells[1] ?? '').trim() || null,
  }));
}

/**
 * Each row with what keeps it out: a bad address, an address of a member (`taken`), one an
 * earlier row of the file has, a name longer than my page allows.
 */
export function checkImportRows(
  candidates: ReturnType<typeof importCandidates>,
  taken: ReadonlySet<string>,
): MemberImportPreview {
  const firstRowOf = new Map<string, number>();
  const rows: MemberImportRow[] = candidates.map((candidate) => {
    const problems: string[] = [];
    if (!isValidEmail(candidate.email)) problems.push(words.badEmail);
    else if (taken.has(candidate.email)) problems.push(words.alreadyMember);
    else {
      const earlier = firstRowOf.get(candidate.email);
      if (earlier === undefined) firstRowOf.set(candidate.email, candidate.row);
      else problems.push(words.duplicateInFile(earlier));
    }
    if ((candidate.displayName ?? '').length > limits.displayNameMaxLength) problems.push(words.nameTooLong);
    return { ...candidate, problems };
  });
  const errors = rows.filter((row) => row.problems.length > 0).length;
  return { rows, counts: { total: rows.length, ok: rows.length - errors, errors } };
}
