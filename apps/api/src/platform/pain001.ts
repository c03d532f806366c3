import { sepaAmount, sepaText } from '@veloport/domain';
import { readFile } from 'node:fs/promises';

/**
 * The ISO 20022 namespace of a SEPA credit-transfer initiation, version 3: refunds by transfer (decision 061) and
 * supplier payments (decision 084) write it.
 */
export const PAIN_001_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03';
const XSD = new URL('./xsd/pain.001.001.03.xsd', import.meta.url);

export type Pain001Debtor = { name: string; iban: string; bic: string };
export type Pain001Transfer = {
  /** EndToEndId: the refund's own reference (`VP-REFUND-000042`), the customer's bank shows it. */
  endToEndId: string;
  amountCents: number;
  creditorName: string;
  iban: string;
  bic: string | null;
  /** Free remittance text (the bill refunded, the supplier's invoice number). */
  remittance: string;
  /**
   * A Belgian structured communication (twelve digits) the creditor asked for: sent as a structured creditor
   * reference (SCOR, issuer BBA) instead of the free text, so the creditor's bank matches it.
   */
  creditorReference?: string | null;
};
export type Pain001Input = {
  messageId: string;
  createdAt: Date;
  executionDate: string;
  debtor: Pain001Debtor;
  transfers: Pain001Transfer[];
};

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
const el = (name: string, content: string) => `<${name}>${content}</${name}>`;
const text = (name: string, value: string) => el(name, esc(value));
const sum = (transfers: Pain001Transfer[]) => transfers.reduce((total, t) => total + t.amountCents, 0);

function transaction(t: Pain001Transfer): string {
  return el(
    'CdtTrfTxInf',
    [
      el('PmtId', text('EndToEndId', t.endToEndId)),
      el('Amt', `<InstdAmt Ccy="EUR">${sepaAmount(t.amountCents)}</InstdAmt>`),
      t.bic ? el('CdtrAgt', el('FinInstnId', text('BIC', t.bic))) : '',
      el('Cdtr', text('Nm', sepaText(t.creditorName, 70))),
      el('CdtrAcct', el('Id', text('IBAN', t.iban))),
      el(
        'RmtInf',
        t.creditorReference
          ? el(
              'Strd',
              el('CdtrRefInf', el('Tp', el('CdOrPrtry', text('Cd', 'SCOR')) + text('Issr', 'BBA')) + text('Ref', t.creditorReference)),
            )
          : text('Ustrd', sepaText(t.remittance, 140)),
      ),
    ].join(''),
  );
}

/** The pain.001.001.03 file of a batch of transfers: one payment information block (our account, the execution date). */
export function pain001Xml(input: Pain001Input): string {
  const { debtor, transfers } = input;
  const header = el(
    'GrpHdr',
    text('MsgId', input.messageId) +
      text('CreDtTm', input.createdAt.toISOString().slice(0, 19)) +
      text('NbOfTxs', String(transfers.length)) +
      text('CtrlSum', sepaAmount(sum(transfers))) +
      el('InitgPty', text('Nm', sepaText(debtor.name, 70))),
  );
  const block = el(
    'PmtInf',
    [
      text('PmtInfId', `${input.messageId}-1`),
      text('PmtMtd', 'TRF'),
      text('BtchBookg', 'true'),
      text('NbOfTxs', String(transfers.length)),
      text('CtrlSum', sepaAmount(sum(transfers))),
      el('PmtTpInf', el('SvcLvl', text('Cd', 'SEPA'))),
      text('ReqdExctnDt', input.executionDate),
      el('Dbtr', text('Nm', sepaText(debtor.name, 70))),
      el('DbtrAcct', el('Id', text('IBAN', debtor.iban))),
      el('DbtrAgt', el('FinInstnId', text('BIC', debtor.bic))),
      text('ChrgBr', 'SLEV'),
      ...transfers.map(transaction),
    ].join(''),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="${PAIN_001_NAMESPACE}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">${el('CstmrCdtTrfInitn', header + block)}</Document>\n`;
}

let schema: Promise<string> | null = null;

/** Validates a file against the vendored pain.001.001.03 XSD (`xsd/`, Debian's hbci4j copy, decision 061): the errors, or none. */
export async function pain001Errors(xml: string): Promise<string[]> {
  schema ??= readFile(XSD, 'utf8');
  // Loaded on first use: not part of every start (decision 071).
  const { validateXML } = await import('xmllint-wasm');
  const result = await validateXML({
    xml: [{ fileName: 'refunds.xml', contents: xml }],
    schema: [{ fileName: 'pain.001.001.03.xsd', contents: await schema }],
  });
  return result.valid ? [] : result.errors.map((e) => e.message);
}
