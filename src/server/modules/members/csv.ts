// CSV as staff open it in Excel: RFC 4180 quoting, UTF-8 with a BOM (Excel in Japan reads BOM-less
// UTF-8 as Shift_JIS), and cells that a spreadsheet would run as a formula made plain text.

export const utf8Bom = '\uFEFF';

// A cell starting with one of these is read as a formula (or DDE) by Excel and friends (OWASP).
// Their full-width forms too: a Japanese IME types ＝ and ＠, and a spreadsheet may fold them.
const formulaStarts = new Set(['=', '+', '-', '@', '\t', '\r', '＝', '＋', '－', '＠']);

/** One cell: a leading single quote keeps a formula-like value as text; quoted when it must be. */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (typeof value === 'string' && formulaStarts.has(text.charAt(0))) text = `'${text}`;
  // A semicolon too: Excel set to a semicolon-separated locale would otherwise split the cell.
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, CRLF-terminated as RFC 4180 asks. */
export function csvLine(values: readonly (string | number | null)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/**
 * The file's text: UTF-8 (with or without BOM) when the bytes are valid UTF-8, else Shift_JIS
 * (what Excel in Japan saves as "CSV"). Valid UTF-8 is rare by chance in Shift_JIS Japanese text,
 * so the one strict decode is a cheap, good enough test.
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('shift_jis').decode(bytes);
  }
}

/** One record and the line of the file it starts on (1-based, as a spreadsheet numbers rows). */
export type CsvRecord = { line: number; cells: string[] };

/**
 * Records of RFC 4180 text: commas, quoted cells with "" and line breaks inside, CRLF or LF.
 * A blank line is skipped (its line still counts); the last line needs no line break.
 */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let startLine = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0] !== '') records.push({ line: startLine, cells });
    cells = [];
    cell = '';
    startLine = line + 1;
  };
  for (; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '\n') line++;
      if (char !== '"') cell += char;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
    } else cell += char;
  }
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}
