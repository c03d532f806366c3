/**
 * Statements written the way banks write them, for the demo data and the tests (a bank's file for the bills of a
 * fresh database cannot be committed: their communications depend on their ids). The committed samples in
 * `samples/` were made with these and checked against the standards' layouts.
 */
export type MovementToWrite = {
  amountCents: number;
  date: string;
  /** Twelve digits, given as a structured communication. */
  communication?: string;
  freeText?: string;
  name?: string;
  account?: string;
  /** A direct debit returned by the debtor's bank. */
  isReturn?: boolean;
  bankRef?: string;
};
export type StatementToWrite = { id: string; account: string; date: string; openingCents?: number; movements: MovementToWrite[] };

const ddmmyy = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(2, 4)}`;
const field = (value: string, length: number) => value.slice(0, length).padEnd(length, ' ');
const digits = (value: number, length: number) => String(value).padStart(length, '0');
const record = (...parts: string[]) => {
  const line = parts.join('');
  if (line.length !== 128) throw new Error(`a CODA record of ${line.length} characters`);
  return line;
};
const closingOf = (s: StatementToWrite) => (s.openingCents ?? 0) + s.movements.reduce((sum, m) => sum + m.amountCents, 0);

/** CODA version 2 with an IBAN account (structure 2); statement number from the end of `id`. */
export function writeCoda(s: StatementToWrite): string {
  const number = digits(Number(s.id.replace(/\D/g, '').slice(-3) || '1'), 3);
  const balance = (cents: number) => `${cents < 0 ? '1' : '0'}${digits(Math.abs(cents) * 10, 15)}`;
  const account = field(`${s.account}`, 34) + 'EUR';
  const lines = [
    record(
      '0',
      '0000',
      ddmmyy(s.date),
      '300',
      '05',
      ' ',
      field('', 7),
      field(s.id, 10),
      field('VELOPORT SRL', 26),
      field('GKCCBEBB', 11),
      field('00123456749', 11),
      ' ',
      '00000',
      field('', 16),
      field('', 16),
      field('', 7),
      '2',
    ),
    record(
      '1',
      '2',
      number,
      account,
      balance(s.openingCents ?? 0),
      ddmmyy(s.date),
      field('VELOPORT SRL', 26),
      field('Compte courant', 35),
      number,
    ),
  ];
  s.movements.forEach((m, i) => {
    const seq = digits(i + 1, 4);
    const communication = m.communication ? `1101${m.communication}${field('', 38)}` : `0${field(m.freeText ?? '', 53)}`;
    const code = m.isReturn ? '10503000' : m.amountCents < 0 ? '00101000' : '00150000';
    lines.push(
      record(
        '2',
        '1',
        seq,
        '0000',
        field(m.bankRef ?? `${s.id}${seq}`, 21),
        m.amountCents < 0 ? '1' : '0',
        digits(Math.abs(m.amountCents) * 10, 15),
        ddmmyy(m.date),
        code,
        communication,
        ddmmyy(m.date),
        number,
        '0',
        '1',
        ' ',
        '0',
      ),
      record(
        '2',
        '2',
        seq,
        '0000',
        field(m.communication ? '' : (m.freeText ?? '').slice(53), 53),
        field('', 35),
        field('', 11),
        '   ',
        m.isReturn ? '2' : ' ',
        m.isReturn ? 'MD06' : '    ',
        '    ',
        '    ',
        '1',
        ' ',
        '0',
      ),
      record('2', '3', seq, '0000', field(m.account ? `${m.account} EUR` : '', 37), field(m.name ?? '', 35), field('', 43), '0', ' ', '0'),
    );
  });
  lines.push(record('8', '2', number, account, balance(closingOf(s)), ddmmyy(s.date), field('', 64)));
  const debit = s.movements.filter((m) => m.amountCents < 0).reduce((sum, m) => sum - m.amountCents, 0);
  const credit = s.movements.filter((m) => m.amountCents > 0).reduce((sum, m) => sum + m.amountCents, 0);
  lines.push(record('9', field('', 15), digits(lines.length - 1, 6), digits(debit * 10, 15), digits(credit * 10, 15), field('', 75), '2'));
  return `${lines.join('\r\n')}\r\n`;
}

const xml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const euros = (cents: number) => `${Math.floor(Math.abs(cents) / 100)}.${digits(Math.abs(cents) % 100, 2)}`;

/** camt.053.001.02 with one statement, one entry per movement. */
export function writeCamt053(s: StatementToWrite): string {
  const entries = s.movements.map((m, i) => {
    const credit = m.amountCents > 0;
    const party = credit || m.isReturn ? 'Dbtr' : 'Cdtr';
    const remittance = m.communication
      ? `<RmtInf><Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry><Issr>BBA</Issr></Tp><Ref>${m.communication}</Ref></CdtrRefInf></Strd></RmtInf>`
      : m.freeText
        ? `<RmtInf><Ustrd>${xml(m.freeText)}</Ustrd></RmtInf>`
        : '';
    const family = m.isReturn
      ? '<Cd>RDDT</Cd><SubFmlyCd>UPDD</SubFmlyCd>'
      : credit
        ? '<Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd>'
        : '<Cd>ICDT</Cd><SubFmlyCd>ESCT</SubFmlyCd>';
    return `
      <Ntry>
        <NtryRef>${i + 1}</NtryRef>
        <Amt Ccy="EUR">${euros(m.amountCents)}</Amt>
        <CdtDbtInd>${credit ? 'CRDT' : 'DBIT'}</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>${m.date}</Dt></BookgDt>
        <ValDt><Dt>${m.date}</Dt></ValDt>
        <AcctSvcrRef>${xml(m.bankRef ?? `${s.id}-${i + 1}`)}</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly>${family}</Fmly></Domn></BkTxCd>
        <NtryDtls><TxDtls>
          <Refs><EndToEndId>${m.communication ?? 'NOTPROVIDED'}</EndToEndId></Refs>
          ${m.name || m.account ? `<RltdPties>${m.name ? `<${party}><Nm>${xml(m.name)}</Nm></${party}>` : ''}${m.account ? `<${party}Acct><Id><IBAN>${m.account}</IBAN></Id></${party}Acct>` : ''}</RltdPties>` : ''}
          ${remittance}
          ${m.isReturn ? '<RtrInf><Rsn><Cd>MD06</Cd></Rsn></RtrInf>' : ''}
        </TxDtls></NtryDtls>
      </Ntry>`;
  });
  const balance = (code: string, cents: number) => `
      <Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">${euros(cents)}</Amt><CdtDbtInd>${cents < 0 ? 'DBIT' : 'CRDT'}</CdtDbtInd><Dt><Dt>${s.date}</Dt></Dt></Bal>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>${xml(s.id)}</MsgId><CreDtTm>${s.date}T07:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>${xml(s.id)}</Id>
      <ElctrncSeqNb>${Number(s.id.replace(/\D/g, '').slice(-3) || '1')}</ElctrncSeqNb>
      <CreDtTm>${s.date}T07:00:00</CreDtTm>
      <Acct><Id><IBAN>${s.account}</IBAN></Id><Ccy>EUR</Ccy></Acct>${balance('OPBD', s.openingCents ?? 0)}${balance('CLBD', closingOf(s))}${entries.join('')}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`.replace(/\n\s*\n/g, '\n');
}
