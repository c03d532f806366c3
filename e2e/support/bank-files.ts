import { brusselsToday } from '@veloport/domain';
/** A camt.053.001.02 statement of one credit paying `communication` (twelve digits), as a bank would send it. */
export function camt053(id: string, communication: string, cents: number): string {
  const amount = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  const day = brusselsToday();
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>
  <GrpHdr><MsgId>${id}</MsgId><CreDtTm>${day}T07:00:00</CreDtTm></GrpHdr>
  <Stmt><Id>${id}</Id><CreDtTm>${day}T07:00:00</CreDtTm><Acct><Id><IBAN>BE68539007547034</IBAN></Id></Acct>
    <Ntry><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>${day}</Dt></BookgDt><AcctSvcrRef>${id}-1</AcctSvcrRef>
      <NtryDtls><TxDtls><RltdPties><Dbtr><Nm>Customer</Nm></Dbtr></RltdPties>
        <RmtInf><Strd><CdtrRefInf><Ref>${communication}</Ref></CdtrRefInf></Strd></RmtInf></TxDtls></NtryDtls></Ntry>
  </Stmt></BkToCstmrStmt></Document>`;
}
