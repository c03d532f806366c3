import { parseStructuredCommunication } from '@veloport/domain';
import { StatementError, type ParsedMovement, type ParsedStatement } from './statement';
import { child, childrenNamed, readXml as readAnyXml, textAt, XmlError, type XmlElement } from '../../../platform/xml-reader';

/** ISO bank transaction sub-families of a direct debit sent back (reversal, return, refund). */
const RETURN_SUB_FAMILIES = new Set(['UPDD', 'RRTN', 'PRDD', 'ARET', 'RCDD']);
const bad = (detail: string): never => {
  throw new StatementError('statement_unreadable', detail);
};
/** The platform's reader, its refusals as a statement's. */
function readXml(source: string): XmlElement {
  try {
    return readAnyXml(source);
  } catch (error) {
    if (error instanceof XmlError) return bad(error.message);
    throw error;
  }
}

/** "123.45" (two decimals at most, as ISO 20022 writes euros) in cents. */
function cents(text: string | null): number {
  if (!text || !/^\d{1,13}(\.\d{1,2})?$/.test(text)) return bad(`bad amount ${text ?? '(none)'}`);
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

function day(element: XmlElement | undefined): string | null {
  const value = textAt(element, 'Dt') ?? textAt(element, 'DtTm')?.slice(0, 10) ?? null;
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
}

/** One movement per transaction of an entry (a batch booking lists several under one entry). */
function movementsOf(entry: XmlElement, statementRef: string, index: number): ParsedMovement[] {
  const credit = textAt(entry, 'CdtDbtInd');
  if (credit !== 'CRDT' && credit !== 'DBIT') bad('CdtDbtInd is neither CRDT nor DBIT');
  const date = day(child(entry, 'BookgDt')) ?? day(child(entry, 'ValDt')) ?? bad('an entry has no booking date');
  const entryCents = cents(textAt(entry, 'Amt'));
  const code = child(entry, 'BkTxCd', 'Domn', 'Fmly');
  const reversal = textAt(entry, 'RvslInd') === 'true' || RETURN_SUB_FAMILIES.has(textAt(code, 'SubFmlyCd') ?? '');
  const details = childrenNamed(child(entry, 'NtryDtls'), 'TxDtls');
  const transactions = details.length ? details : [undefined];
  return transactions.map((tx, i) => {
    const amount = tx && transactions.length > 1 ? cents(textAt(tx, 'AmtDtls', 'TxAmt', 'Amt') ?? textAt(tx, 'Amt')) : entryCents;
    const isReturn = credit === 'DBIT' && (reversal || child(tx, 'RtrInf') !== undefined);
    const parties = child(tx, 'RltdPties');
    // Money in, or a return of our own debit: the other party is the debtor (our customer); money out: the creditor.
    const side = credit === 'CRDT' || isReturn ? ['Dbtr', 'DbtrAcct'] : ['Cdtr', 'CdtrAcct'];
    const name = textAt(parties, side[0]!, 'Nm') ?? textAt(parties, side[0]!, 'Pty', 'Nm');
    const account = textAt(parties, side[1]!, 'Id', 'IBAN') ?? textAt(parties, side[1]!, 'Id', 'Othr', 'Id');
    const remittance = child(tx, 'RmtInf');
    const structured = childrenNamed(remittance, 'Strd')
      .map((s) => textAt(s, 'CdtrRefInf', 'Ref'))
      .find((ref) => ref !== null);
    const freeText = [
      ...childrenNamed(remittance, 'Ustrd').map((u) => u.text.trim()),
      ...(structured && !parseStructuredCommunication(structured) ? [structured] : []),
      textAt(entry, 'AddtlNtryInf'),
    ]
      .filter(Boolean)
      .join(' ');
    const bankRef =
      textAt(tx, 'Refs', 'AcctSvcrRef') ?? textAt(entry, 'AcctSvcrRef') ?? textAt(entry, 'NtryRef') ?? textAt(tx, 'Refs', 'EndToEndId');
    return {
      reference: `camt:${bankRef ? `${bankRef}${transactions.length > 1 ? `:${i + 1}` : ''}` : `${statementRef}:${index + 1}:${i + 1}`}`,
      date,
      amountCents: credit === 'CRDT' ? amount : -amount,
      counterpartyName: name,
      counterpartyAccount: account,
      structuredCommunication: structured ? parseStructuredCommunication(structured) : null,
      freeText: freeText || null,
      isReturn,
    };
  });
}

/** A camt.053.001.02 bank-to-customer statement: every booked entry of every statement in the file. */
export function parseCamt053(text: string): ParsedStatement {
  const document = readXml(text.replace(/^\uFEFF/, ''));
  const root = document.name === 'Document' ? child(document, 'BkToCstmrStmt') : undefined;
  if (!root) throw new StatementError('statement_unreadable', 'not a BkToCstmrStmt document');
  const statements = childrenNamed(root, 'Stmt');
  if (!statements.length) bad('no Stmt');
  const first = statements[0]!;
  const account = textAt(first, 'Acct', 'Id', 'IBAN') ?? textAt(first, 'Acct', 'Id', 'Othr', 'Id');
  const ids = statements.map((s) => textAt(s, 'Id') ?? bad('a statement has no Id'));
  const reference = `camt:${account ?? ''}:${ids.join('+')}`;
  const movements = statements.flatMap((s, si) =>
    childrenNamed(s, 'Ntry')
      .filter((e) => (textAt(e, 'Sts') ?? 'BOOK') === 'BOOK')
      .flatMap((e, ei) => movementsOf(e, `${reference}:${si + 1}`, ei)),
  );
  const date = textAt(first, 'CreDtTm')?.slice(0, 10) ?? textAt(root, 'GrpHdr', 'CreDtTm')?.slice(0, 10) ?? null;
  return { format: 'camt053', reference, account, date, movements };
}
