import type { FastifyReply, FastifyRequest } from 'fastify';
import { brusselsDayOf, formatDate, LOCALES, type ExportFormat, type Locale } from '@veloport/domain';
import { wordsOf, type Words } from './words';

/** An amount in euros with its two decimals: "6,00" in a CSV file, a number shown as 6.00 in a workbook. */
export type ExportMoney = { euros: number };

/**
 * A cell's value: a `Date` is a calendar day (a real date in a workbook, dd/mm/yyyy in a CSV file); an `ExportMoney`
 * keeps its two decimals.
 */
export type ExportValue = string | number | boolean | Date | ExportMoney | null | undefined;

const isMoney = (value: ExportValue): value is ExportMoney => typeof value === 'object' && value !== null && !(value instanceof Date);

/** Cents as euros with two decimals, for files a payroll or accounting program imports (issue 25, point 2). */
export const exportMoney = (cents: number | null): ExportMoney | null => (cents === null ? null : { euros: cents / 100 });

/** One column of a downloaded list: its header (already in the reader's language) and how to read a row. */
export type ExportColumn<T> = { header: string; value: (row: T) => ExportValue };

/** A calendar day ("2026-01-31") as a cell: the workbook's date, at midnight UTC so that no time zone moves it. */
export const exportDay = (day: string | null | undefined): Date | null => (day ? new Date(`${day.slice(0, 10)}T00:00:00Z`) : null);

/**
 * The words of a download in the reader's language, from the `downloads` catalogue (decision 073): `headers(key)` for
 * the list's column headers (`<list>.headers.<key>`), `words` for the rest (`yes`, `no`, a list's own values). A code
 * the screens already name (a status, a kind) is said with the screen's own key: `wordsOf(locale, 'bills').code(…)`.
 */
export function downloadWords(locale: Locale, list: string): { headers: Words; words: Words } {
  return { headers: wordsOf(locale, 'downloads', `${list}.headers`), words: wordsOf(locale, 'downloads') };
}

/** A yes/no cell in the reader's language. */
export const yesNo = (words: Words, value: boolean) => words(value ? 'yes' : 'no');

/** Money as Excel sums it: euros as a number (cents / 100), no currency sign; none, an empty cell. */
export const exportEuros = (cents: number | null) => (cents === null ? null : cents / 100);

/**
 * The language of a download: the screen's (`?lang=`, added by the web's download buttons), else the profile's.
 * Read from the raw URL so that no list contract has to declare it.
 */
export function downloadLanguage(request: FastifyRequest): Locale {
  const lang = new URLSearchParams(request.url.split('?')[1] ?? '').get('lang');
  if (lang && (LOCALES as readonly string[]).includes(lang)) return lang as Locale;
  return (request.user?.language ?? 'fr') as Locale;
}

/** A download is one query; past this many rows, narrow the filters. */
export const EXPORT_MAX_ROWS = 10_000;

const BOM = '\uFEFF';

/**
 * A cell a spreadsheet would run as a formula (=, @, or + and - followed by more than a number,
 * e.g. "-2+cmd|…") is prefixed with an apostrophe. Phone numbers (+32 470 …) and negative numbers stay as they are.
 */
function neutralise(text: string): string {
  if (/^[=@\t\r]/.test(text)) return `'${text}`;
  if (/^[+-]/.test(text) && !/^[+-][\d\s./()-]*$/.test(text)) return `'${text}`;
  return text;
}

function cell(value: ExportValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return formatDate(brusselsDayOf(value));
  if (isMoney(value)) return value.euros.toFixed(2).replace('.', ',');
  // Belgian Excel reads a decimal comma.
  const text = typeof value === 'number' ? String(value).replace('.', ',') : neutralise(String(value));
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** UTF-8 with a BOM (so Excel reads accents), `;` between cells (Belgian Excel's list separator), CRLF lines. */
export function toCsv<T>(rows: T[], columns: ExportColumn<T>[]): Buffer {
  const lines = [columns.map((c) => cell(c.header)).join(';'), ...rows.map((row) => columns.map((c) => cell(c.value(row))).join(';'))];
  return Buffer.from(BOM + lines.join('\r\n') + '\r\n', 'utf8');
}

/**
 * A real .xlsx workbook with one sheet: bold frozen header, typed cells, columns sized to their content (decision 066:
 * write-excel-file, maintained, one dependency, instead of exceljs). Text goes as text: nothing a spreadsheet would run.
 */
export async function toXlsx<T>(rows: T[], columns: ExportColumn<T>[], sheetName = 'Export'): Promise<Buffer> {
  const header = columns.map((c) => ({ value: c.header, fontWeight: 'bold' as const }));
  const body = rows.map((row) =>
    columns.map((c) => {
      const value = c.value(row) ?? null;
      return isMoney(value) ? { value: value.euros, format: '0.00' } : value;
    }),
  );
  const widths = columns.map((c) => {
    const longest = Math.max(c.header.length, ...rows.slice(0, 200).map((r) => cell(c.value(r)).length));
    return { width: Math.min(60, Math.max(8, longest + 2)) };
  });
  // Loaded on first download: not part of every start (decision 071).
  const { default: writeExcelFile } = await import('write-excel-file/node');
  return writeExcelFile([header, ...body], {
    sheet: sheetName.slice(0, 31),
    columns: widths,
    stickyRowsCount: 1,
    dateFormat: 'dd/mm/yyyy',
  }).toBuffer();
}

/** Sends a list as a file download named `<name>-<yyyy-mm-dd>.<ext>`. */
export async function sendExport<T>(
  reply: FastifyReply,
  format: Exclude<ExportFormat, 'json'>,
  name: string,
  rows: T[],
  columns: ExportColumn<T>[],
) {
  const filename = `${name}-${reply.server.clock.today()}`;
  reply.header('Cache-Control', 'no-store');
  if (format === 'xlsx') {
    return reply
      .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('Content-Disposition', `attachment; filename="${filename}.xlsx"`)
      .send(await toXlsx(rows, columns, name));
  }
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${filename}.csv"`)
    .send(toCsv(rows, columns));
}
