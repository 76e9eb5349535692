import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, decodeCsvBytes, parseCsv, utf8Bom } from './csv.js';

describe('writing CSV for Excel', () => {
  it('starts with the UTF-8 byte order mark', () => {
    expect(Buffer.from(utf8Bom, 'utf8')).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('quotes cells with commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvLine(['山田, 花子', 'say "hi"', 'two\nlines', 'plain', 3, null])).toBe(
      '"山田, 花子","say ""hi""","two\nlines",plain,3,\r\n',
    );
  });

  it.each([
    ['=', '=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+', '+81 90', "'+81 90"],
    ['-', '-2+3', "'-2+3"],
    ['@', '@SUM(A1)', "'@SUM(A1)"],
    ['tab', '\t=1', "'\t=1"],
    ['CR', '\r=1', `"'\r=1"`],
    ['full-width ＝', '＝SUM(A1)', "'＝SUM(A1)"],
    ['full-width ＠', '＠SUM(A1)', "'＠SUM(A1)"],
  ])('makes a cell starting with %s plain text', (_start, value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('quotes a semicolon, so a semicolon-separated spreadsheet cannot split a formula out of it', () => {
    expect(csvCell('a;=1')).toBe('"a;=1"');
  });

  it('leaves numbers and ordinary text alone', () => {
    expect(csvCell(-1)).toBe('-1');
    expect(csvCell('hanako@example.jp')).toBe('hanako@example.jp');
  });
});

describe('reading CSV', () => {
  it('reads CRLF and LF lines, quoted cells and a BOM, skipping blank lines', () => {
    expect(parseCsv(`${utf8Bom}a,b\r\n"c,1","d ""x"""\n\n"two\r\nlines",\nlast,one`)).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['c,1', 'd "x"'] },
      { line: 4, cells: ['two\r\nlines', ''] },
      { line: 6, cells: ['last', 'one'] },
    ]);
  });

  it('decodes UTF-8 with or without BOM and Excel’s Shift_JIS', () => {
    const text = 'メールアドレス,お名前\r\nhanako@example.jp,山田花子\r\n';
    expect(parseCsv(decodeCsvBytes(Buffer.from(utf8Bom + text)))[1]!.cells).toEqual([
      'hanako@example.jp',
      '山田花子',
    ]);
    expect(decodeCsvBytes(Buffer.from(text))).toBe(text);
    // 山田花子 in Shift_JIS, as Excel saves it.
    const shiftJis = Buffer.concat([
      Buffer.from('hanako@example.jp,'),
      Buffer.from([0x8e, 0x52, 0x93, 0x63, 0x89, 0xd4, 0x8e, 0x71]),
    ]);
    expect(decodeCsvBytes(shiftJis)).toBe('hanako@example.jp,山田花子');
  });
});
