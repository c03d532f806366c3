import { sepaAmount, sepaText, type SepaSequenceType } from '@veloport/domain';
import { readFile } from 'node:fs/promises';

/** The ISO 20022 namespace of a SEPA direct-debit initiation, version 2 (what Belgian banks take). */
export const PAIN_008_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.008.001.02';
const XSD = new URL('./xsd/pain.008.001.02.xsd', import.meta.url);

export type Pain008Creditor = { name: string; iban: string; bic: string; creditorId: string };
export type Pain008Debit = {
  endToEndId: string;
  amountCents: number;
  sequenceType: SepaSequenceType;
  mandateReference: string;
  signatureDate: string;
  debtorName: string;
  iban: string;
  bic: string;
  /** The bill's twelve digits: the debtor's bank shows them, and the bank statement gives them back on a return. */
  structuredCommunication: string;
};
export type Pain008Input = {
  messageId: string;
  createdAt: Date;
  collectionDate: string;
  creditor: Pain008Creditor;
  debits: Pain008Debit[];
};

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
const el = (name: string, content: string) => `<${name}>${content}</${name}>`;
const text = (name: string, value: string) => el(name, esc(value));
const sum = (debits: Pain008Debit[]) => debits.reduce((total, d) => total + d.amountCents, 0);
/** A local date-time without offset, as most banks' examples give CreDtTm. */
const localDateTime = (d: Date) => d.toISOString().slice(0, 19);

const ORDER: SepaSequenceType[] = ['FRST', 'RCUR', 'FNAL', 'OOFF'];

function transaction(d: Pain008Debit): string {
  return el(
    'DrctDbtTxInf',
    [
      el('PmtId', text('EndToEndId', d.endToEndId)),
      `<InstdAmt Ccy="EUR">${sepaAmount(d.amountCents)}</InstdAmt>`,
      el('DrctDbtTx', el('MndtRltdInf', text('MndtId', d.mandateReference) + text('DtOfSgntr', d.signatureDate))),
      el('DbtrAgt', el('FinInstnId', text('BIC', d.bic))),
      el('Dbtr', text('Nm', sepaText(d.debtorName, 70))),
      el('DbtrAcct', el('Id', text('IBAN', d.iban))),
      el(
        'RmtInf',
        el(
          'Strd',
          el('CdtrRefInf', el('Tp', el('CdOrPrtry', text('Cd', 'SCOR')) + text('Issr', 'BBA')) + text('Ref', d.structuredCommunication)),
        ),
      ),
    ].join(''),
  );
}

/**
 * The pain.008.001.02 file of a batch: a group header with the number of debits and their sum, then one payment
 * information block per sequence type (banks process FRST and RCUR apart), each with its own count and sum.
 */
export function pain008Xml(input: Pain008Input): string {
  const { creditor, debits } = input;
  const groups = ORDER.map((type) => ({ type, debits: debits.filter((d) => d.sequenceType === type) })).filter((g) => g.debits.length > 0);
  const header = el(
    'GrpHdr',
    text('MsgId', input.messageId) +
      text('CreDtTm', localDateTime(input.createdAt)) +
      text('NbOfTxs', String(debits.length)) +
      text('CtrlSum', sepaAmount(sum(debits))) +
      el('InitgPty', text('Nm', sepaText(creditor.name, 70))),
  );
  const blocks = groups.map((g) =>
    el(
      'PmtInf',
      [
        text('PmtInfId', `${input.messageId}-${g.type}`),
        text('PmtMtd', 'DD'),
        text('BtchBookg', 'true'),
        text('NbOfTxs', String(g.debits.length)),
        text('CtrlSum', sepaAmount(sum(g.debits))),
        el('PmtTpInf', el('SvcLvl', text('Cd', 'SEPA')) + el('LclInstrm', text('Cd', 'CORE')) + text('SeqTp', g.type)),
        text('ReqdColltnDt', input.collectionDate),
        el('Cdtr', text('Nm', sepaText(creditor.name, 70))),
        el('CdtrAcct', el('Id', text('IBAN', creditor.iban))),
        el('CdtrAgt', el('FinInstnId', text('BIC', creditor.bic))),
        text('ChrgBr', 'SLEV'),
        el('CdtrSchmeId', el('Id', el('PrvtId', el('Othr', text('Id', creditor.creditorId) + el('SchmeNm', text('Prtry', 'SEPA')))))),
        ...g.debits.map(transaction),
      ].join(''),
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="${PAIN_008_NAMESPACE}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">${el('CstmrDrctDbtInitn', header + blocks.join(''))}</Document>\n`;
}

let schema: Promise<string> | null = null;

/** Validates a file against the vendored pain.008.001.02 XSD (libxml2 compiled to WASM): the errors, or none. */
export async function pain008Errors(xml: string): Promise<string[]> {
  schema ??= readFile(XSD, 'utf8');
  // Loaded on first use: not part of every start (decision 071).
  const { validateXML } = await import('xmllint-wasm');
  const result = await validateXML({
    xml: [{ fileName: 'batch.xml', contents: xml }],
    schema: [{ fileName: 'pain.008.001.02.xsd', contents: await schema }],
  });
  return result.valid ? [] : result.errors.map((e) => e.message);
}
