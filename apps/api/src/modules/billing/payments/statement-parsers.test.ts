import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCamt053 } from './camt053';
import { parseCoda } from './coda';
import { parseStatement } from './parse-statement';
import { StatementError } from './statement';
import { writeCamt053, writeCoda } from './statement-writers';

const sample = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'samples', name));
const reasonOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof StatementError) return error.reason;
    throw error;
  }
  return 'parsed';
};

describe('CODA', () => {
  const statement = parseStatement(sample('statement.coda'));

  it('reads the committed sample: account, date, every movement with its sign, amount and dates', () => {
    expect(statement.format).toBe('coda');
    expect(statement.account).toBe('BE68539007547034');
    expect(statement.date).toBe('2026-03-05');
    expect(statement.reference).toBe('coda:BE68539007547034:2026-03-05:012');
    expect(statement.movements.map((m) => [m.amountCents, m.date])).toEqual([
      [16_420, '2026-03-04'],
      [5_000, '2026-03-04'],
      [12_100, '2026-03-05'],
      [-3_025, '2026-03-05'],
      [-9_900, '2026-03-05'],
    ]);
  });

  it('reads the structured communication of record 21 (flag 1, type 101) and the counterparty of record 23', () => {
    const [first] = statement.movements;
    expect(first).toMatchObject({
      structuredCommunication: '000000100131',
      freeText: null,
      counterpartyName: 'ACME SA',
      counterpartyAccount: 'BE71096123456769',
      isReturn: false,
    });
  });

  it('keeps a free communication as text (the matcher looks for a communication in it)', () => {
    expect(statement.movements[1]).toMatchObject({
      structuredCommunication: null,
      freeText: 'Facture 2026-00012 +++000/0001/00232+++ acompte',
      counterpartyName: 'Globex NV',
    });
    expect(statement.movements[2]!.freeText).toBe('Reparation velo merci');
  });

  it('tells a returned direct debit (family 05, R-transaction in record 22) from an ordinary debit', () => {
    expect(statement.movements[3]!.isReturn).toBe(false);
    expect(statement.movements[4]).toMatchObject({ isReturn: true, structuredCommunication: '000000100333', amountCents: -9_900 });
  });

  it('gives every movement a distinct reference, the same on a second read', () => {
    const refs = statement.movements.map((m) => m.reference);
    expect(new Set(refs).size).toBe(refs.length);
    expect(parseStatement(sample('statement.coda')).movements.map((m) => m.reference)).toEqual(refs);
  });

  it('reads a file whose trailing spaces were trimmed and whose lines end in LF', () => {
    const trimmed = sample('statement.coda')
      .toString('latin1')
      .replace(/ +\r\n/g, '\n');
    expect(parseCoda(trimmed).movements).toHaveLength(5);
  });

  it('keeps the details of a global movement, not the total twice', () => {
    const lines = sample('statement.coda').toString('latin1').split('\r\n');
    // Movement 1 made a global of 2 details: globalisation code 1 on the total, details with their detail numbers.
    const total = `${lines[2]!.slice(0, 124)}1${lines[2]!.slice(125)}`;
    const detail = (n: string, cents: string) => `${lines[2]!.slice(0, 6)}${n}${lines[2]!.slice(10, 32)}${cents}${lines[2]!.slice(47)}`;
    const file = [lines[0], lines[1], total, detail('0001', '000000000100000'), detail('0002', '000000000064200'), ...lines.slice(17)].join(
      '\r\n',
    );
    expect(parseCoda(file).movements.map((m) => m.amountCents)).toEqual([10_000, 6_420]);
  });

  it('refuses broken files with a reason, never half-reads them', () => {
    const good = sample('statement.coda').toString('latin1');
    const lines = good.split('\r\n');
    expect(reasonOf(() => parseCoda(good.replace(/^9.*$/m, '')))).toBe('statement_unreadable');
    expect(reasonOf(() => parseCoda([lines[0], `${lines[1]}XX`, ...lines.slice(2)].join('\r\n')))).toBe('statement_unreadable');
    expect(reasonOf(() => parseCoda(good.replace('0000000000164200', '00000000001642XX')))).toBe('statement_unreadable');
    expect(reasonOf(() => parseCoda(good.replaceAll('040326', '310226')))).toBe('statement_unreadable');
    expect(reasonOf(() => parseCoda(lines.filter((l) => !l.startsWith('22000')).join('\r\n')))).toBe('parsed');
    expect(reasonOf(() => parseCoda(lines.filter((l) => !l.startsWith('21')).join('\r\n')))).toBe('statement_unreadable');
  });
});

describe('camt.053.001.02', () => {
  const statement = parseStatement(sample('statement.camt053.xml'));

  it('reads the committed sample: account, statement reference, booked entries', () => {
    expect(statement.format).toBe('camt053');
    expect(statement.account).toBe('BE68539007547034');
    expect(statement.reference).toBe('camt:BE68539007547034:VP-2026-03-06-013');
    expect(statement.date).toBe('2026-03-06');
    expect(statement.movements.map((m) => m.amountCents)).toEqual([24_200, 7_550, 3_000, -12_000]);
  });

  it('reads Strd/CdtrRefInf/Ref as the structured communication, Ustrd as text, the debtor as counterparty', () => {
    expect(statement.movements[0]).toMatchObject({
      structuredCommunication: '000000100434',
      counterpartyName: 'Acme SA',
      counterpartyAccount: 'BE71096123456769',
      reference: 'camt:2026030600001',
    });
    expect(statement.movements[1]).toMatchObject({ structuredCommunication: null, freeText: 'factuur 000 0001 00232 saldo' });
    expect(statement.movements[2]!.freeText).toBe('Cadeau Jan & Marie <verjaardag>');
  });

  it('reads a returned debit (RtrInf, sub-family UPDD) as a return', () => {
    expect(statement.movements[3]).toMatchObject({
      isReturn: true,
      amountCents: -12_000,
      structuredCommunication: '000000100131',
      counterpartyName: 'ACME SA',
    });
  });

  it('splits a batch booking into its transactions and skips entries not booked yet', () => {
    const xml = sample('statement.camt053.xml')
      .toString('utf8')
      .replace(
        /<NtryDtls><TxDtls>\s*<Refs><EndToEndId>000000100434/,
        '<NtryDtls><TxDtls><Refs><AcctSvcrRef>B1</AcctSvcrRef></Refs><AmtDtls><TxAmt><Amt Ccy="EUR">200.00</Amt></TxAmt></AmtDtls><RmtInf><Ustrd>one</Ustrd></RmtInf></TxDtls><TxDtls><AmtDtls><TxAmt><Amt Ccy="EUR">42.00</Amt></TxAmt></AmtDtls><Refs><EndToEndId>000000100434',
      )
      .replace(
        '<Sts>BOOK</Sts>\n        <BookgDt><Dt>2026-03-06</Dt></BookgDt>\n        <ValDt><Dt>2026-03-06</Dt></ValDt>\n        <AcctSvcrRef>2026030600003',
        '<Sts>PDNG</Sts>\n        <BookgDt><Dt>2026-03-06</Dt></BookgDt>\n        <ValDt><Dt>2026-03-06</Dt></ValDt>\n        <AcctSvcrRef>2026030600003',
      );
    const batch = parseCamt053(xml);
    expect(batch.movements.map((m) => m.amountCents)).toEqual([20_000, 4_200, 7_550, -12_000]);
    expect(batch.movements.map((m) => m.reference).slice(0, 2)).toEqual(['camt:B1:1', 'camt:2026030600001:2']);
    expect(batch.movements[1]!.structuredCommunication).toBe('000000100434');
  });

  it('refuses XML that is broken, not a camt.053, or carries a DOCTYPE', () => {
    const good = sample('statement.camt053.xml').toString('utf8');
    expect(reasonOf(() => parseStatement(Buffer.from(good.replace('</Stmt>', ''))))).toBe('statement_unreadable');
    expect(reasonOf(() => parseStatement(Buffer.from(good.replace('<Amt Ccy="EUR">242.00</Amt>', '<Amt Ccy="EUR">2,42</Amt>'))))).toBe(
      'statement_unreadable',
    );
    expect(
      reasonOf(() =>
        parseStatement(
          Buffer.from(good.replace('<CdtDbtInd>CRDT</CdtDbtInd>\n        <Sts>', '<CdtDbtInd>XXX</CdtDbtInd>\n        <Sts>')),
        ),
      ),
    ).toBe('statement_unreadable');
    expect(reasonOf(() => parseStatement(Buffer.from('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><Document/>')))).toBe(
      'statement_unknown_format',
    );
    expect(
      reasonOf(() =>
        parseStatement(Buffer.from(`<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]>${good.slice(good.indexOf('<Document'))}`)),
      ),
    ).toBe('statement_unreadable');
    expect(
      reasonOf(() =>
        parseStatement(Buffer.from('<?xml version="1.0"?><Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/>')),
      ),
    ).toBe('statement_unknown_format');
  });
});

describe('format detection', () => {
  it('reads the format from the content, not the name, and refuses anything else', () => {
    expect(reasonOf(() => parseStatement(Buffer.from('%PDF-1.7 not a statement')))).toBe('statement_unknown_format');
    expect(reasonOf(() => parseStatement(Buffer.from('')))).toBe('statement_unknown_format');
    expect(reasonOf(() => parseStatement(Buffer.from('date;amount\n2026-03-01;12,00\n')))).toBe('statement_unknown_format');
  });

  it('reads back what the writers wrote, in both formats', () => {
    const s = {
      id: 'T-001',
      account: 'BE68539007547034',
      date: '2026-04-01',
      movements: [
        { amountCents: 1, date: '2026-04-01', communication: '000000100131', name: 'A' },
        { amountCents: -123_456, date: '2026-04-01', freeText: 'x'.repeat(80), name: 'B' },
      ],
    };
    for (const parsed of [parseStatement(Buffer.from(writeCoda(s))), parseStatement(Buffer.from(writeCamt053(s)))]) {
      expect(parsed.movements.map((m) => [m.amountCents, m.structuredCommunication, m.freeText, m.counterpartyName])).toEqual([
        [1, '000000100131', null, 'A'],
        [-123_456, null, 'x'.repeat(80), 'B'],
      ]);
    }
  });
});
