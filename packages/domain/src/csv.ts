/**
 * A small RFC 4180 reader: quoted fields ("a;b", "say ""hi"""), CRLF or LF, and the separator
 * guessed from the header line (`;` as Belgian spreadsheets export, else `,`). A UTF-8 BOM is dropped.
 * Returns the header (trimmed, lower-cased) and the rows as records with their 1-based line number.
 */
export type CsvRow = { line: number; values: Record<string, string> };

export function parseCsv(text: string): { header: string[]; rows: CsvRow[] } {
  const source = text.replace(/^\uFEFF/, '');
  const firstLine = source.split(/\r?\n/, 1)[0] ?? '';
  const separator = (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) && firstLine.includes(';') ? ';' : ',';
  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        field += c;
      }
      continue;
    }
    if (c === '"' && field === '') quoted = true;
    else if (c === separator) {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      fields.push(field);
      records.push({ line: recordLine, fields });
      fields = [];
      field = '';
      line++;
      recordLine = line;
    } else field += c;
  }
  if (field !== '' || fields.length > 0) {
    fields.push(field);
    records.push({ line: recordLine, fields });
  }
  const nonEmpty = records.filter((r) => r.fields.some((f) => f.trim() !== ''));
  const [head, ...body] = nonEmpty;
  const header = (head?.fields ?? []).map((h) => h.trim().toLowerCase());
  const rows = body.map((r) => ({
    line: r.line,
    values: Object.fromEntries(header.map((h, i) => [h, (r.fields[i] ?? '').trim()])),
  }));
  return { header, rows };
}

/** Writes one CSV line for spreadsheets: `;`-separated, quoted when needed. */
export function csvLine(values: (string | number | boolean | null | undefined)[]): string {
  return values
    .map((v) => {
      let s = v === null || v === undefined ? '' : String(v);
      // A text cell starting like a formula would run in the spreadsheet (CSV injection): make it plain text.
      if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
      return /[";\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
    })
    .join(';');
}
