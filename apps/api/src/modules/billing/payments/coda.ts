import { isCalendarDay, parseStructuredCommunication } from '@veloport/domain';
import { StatementError, type ParsedMovement, type ParsedStatement } from './statement';

/**
 * A Belgian CODA file (Febelfin "coded statement of account", version 2): records of 128 characters. Read here:
 * 0 header, 1 old balance (account, statement number), 21/22/23 movements (amount, sign, dates, communication,
 * counterparty), 8 new balance, 9 trailer. Information records (3x) and free messages (4) are skipped.
 */
const bad = (detail: string): never => {
  throw new StatementError('statement_unreadable', detail);
};
/** Columns as the standard numbers them: from 1, both ends included. */
const at = (line: string, from: number, to: number) => line.slice(from - 1, to);
const text = (line: string, from: number, to: number) => {
  const value = at(line, from, to).trim();
  return value ? value : null;
};

function ddmmyy(value: string, where: string): string {
  if (!/^\d{6}$/.test(value)) return bad(`bad date "${value}" in ${where}`);
  const [d, m, y] = [value.slice(0, 2), value.slice(2, 4), value.slice(4)];
  const iso = `20${y}-${m}-${d}`;
  return isCalendarDay(iso) ? iso : bad(`bad date "${value}" in ${where}`);
}

/** Fifteen digits with three decimals (milli-euros) in cents. */
function amount(value: string, where: string): number {
  if (!/^\d{15}$/.test(value)) return bad(`bad amount in ${where}`);
  return Math.round(Number(value) / 10);
}

type Draft = ParsedMovement & { sequence: string; detail: string; global: boolean };

export function parseCoda(source: string): ParsedStatement {
  const lines = source
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((l) => l.replace(/\s+$/, ''))
    .filter((l) => l !== '');
  if (!lines.length) bad('empty file');
  for (const [i, line] of lines.entries()) if (line.length > 128) bad(`record ${i + 1} is longer than 128 characters`);
  const records = lines.map((l) => l.padEnd(128, ' '));
  if (records[0]![0] !== '0') bad('the first record is not a header (0)');
  if (records.at(-1)![0] !== '9') bad('the last record is not a trailer (9)');
  const oldBalance = records.find((r) => r[0] === '1') ?? bad('no old balance record (1)');
  if (!records.some((r) => r[0] === '8')) bad('no new balance record (8)');

  const structure = oldBalance[1];
  const accountField = at(oldBalance, 6, 42);
  // Structure 2 and 3 hold an IBAN; 0 and 1 an old Belgian or foreign account number.
  const account =
    (structure === '2' || structure === '3' ? accountField.slice(0, 34) : accountField.slice(0, 12)).trim().replace(/\s/g, '') || null;
  const statementNumber = at(oldBalance, 3, 5);
  const oldDate = ddmmyy(at(oldBalance, 59, 64), 'the old balance');
  const reference = `coda:${account ?? ''}:${oldDate}:${statementNumber}`;

  const drafts: Draft[] = [];
  for (const [i, r] of records.entries()) {
    const kind = r.slice(0, 2);
    if (kind === '21') {
      const sign = r[31];
      if (sign !== '0' && sign !== '1') bad(`bad movement sign in record ${i + 1}`);
      const cents = amount(at(r, 33, 47), `record ${i + 1}`);
      const structured =
        r[61] === '1' && (at(r, 63, 65) === '101' || at(r, 63, 65) === '102') ? parseStructuredCommunication(at(r, 66, 77)) : null;
      const family = at(r, 55, 56);
      drafts.push({
        sequence: at(r, 3, 6),
        detail: at(r, 7, 10),
        global: r[124] !== '0' && r[124] !== ' ',
        reference: `${reference}:${at(r, 3, 6)}:${at(r, 7, 10)}`,
        date: ddmmyy(at(r, 116, 121), `record ${i + 1}`),
        amountCents: sign === '0' ? cents : -cents,
        counterpartyName: null,
        counterpartyAccount: null,
        structuredCommunication: structured,
        freeText: r[61] === '1' ? null : text(r, 63, 115),
        // Family 05 is direct debits: money going back out on it is a debit our customer's bank returned.
        isReturn: sign === '1' && family === '05',
      });
    } else if (kind === '22' || kind === '23') {
      const m = drafts.at(-1);
      if (!m || m.sequence !== at(r, 3, 6)) bad(`record ${i + 1} continues no movement`);
      if (kind === '22') {
        if (!m!.structuredCommunication) m!.freeText = [m!.freeText, text(r, 11, 63)].filter(Boolean).join('') || null;
        // Column 113: the kind of R-transaction (1 reject, 2 return, 3 refund, 4 reversal, 5 cancellation).
        if (m!.amountCents < 0 && /[1-5]/.test(r[112]!)) m!.isReturn = true;
      } else {
        m!.counterpartyAccount = text(r, 11, 47)?.split(/\s+/)[0] ?? null;
        m!.counterpartyName = text(r, 48, 82);
        if (!m!.structuredCommunication) m!.freeText = [m!.freeText, text(r, 83, 125)].filter(Boolean).join('') || null;
      }
    } else if (!/^(0|1|3|4|8|9)/.test(kind)) {
      bad(`unknown record type "${kind}" at line ${i + 1}`);
    }
  }
  // A global movement (globalisation code > 0) is followed by its details: keep the details, not the total twice.
  const detailed = new Set(drafts.filter((d) => !d.global && d.detail !== '0000').map((d) => d.sequence));
  const movements = drafts
    .filter((d) => !(d.global && detailed.has(d.sequence)))
    .map(({ sequence: _s, detail: _d, global: _g, ...m }) => m);
  return { format: 'coda', reference, account, date: ddmmyy(at(records[0]!, 6, 11), 'the header'), movements };
}
