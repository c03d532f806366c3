import { describe, expect, it } from 'vitest';
import { csvLine, parseCsv } from './csv';

describe('parseCsv', () => {
  it('reads ;-separated rows with quotes, CRLF and a BOM, keeping line numbers', () => {
    const { header, rows } = parseCsv('\uFEFFName;Note\r\n"Dupont; Jean";"says ""hi"""\r\n\r\nMarie;\r\n');
    expect(header).toEqual(['name', 'note']);
    expect(rows).toEqual([
      { line: 2, values: { name: 'Dupont; Jean', note: 'says "hi"' } },
      { line: 4, values: { name: 'Marie', note: '' } },
    ]);
  });
  it('falls back to commas and keeps a quoted newline inside one field', () => {
    const { rows } = parseCsv('a,b\n"x\ny",2\n3,4');
    expect(rows).toEqual([
      { line: 2, values: { a: 'x\ny', b: '2' } },
      { line: 4, values: { a: '3', b: '4' } },
    ]);
  });
});

describe('csvLine', () => {
  it('quotes separators and neutralises formulas', () => {
    expect(csvLine(['a;b', 12, null, '=SUM(A1)', -3, 'say "x"'])).toBe(`"a;b";12;;'=SUM(A1);-3;"say ""x"""`);
  });
});
