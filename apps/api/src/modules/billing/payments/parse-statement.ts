import { parseCamt053 } from './camt053';
import { parseCoda } from './coda';
import { StatementError, type ParsedStatement } from './statement';

/** The statement in a file, by its content rather than its name: XML is camt.053, a header record "0…" of 128 columns is CODA. */
export function parseStatement(data: Buffer): ParsedStatement {
  const utf8 = data.toString('utf8');
  const head = utf8.replace(/^\uFEFF/, '').trimStart();
  if (head.startsWith('<')) {
    if (!/camt\.053\.|BkToCstmrStmt/.test(head.slice(0, 2000)))
      throw new StatementError('statement_unknown_format', 'an XML file that is not a camt.053 statement');
    return parseCamt053(utf8);
  }
  // CODA files come from Belgian banks in Latin-1 more often than in UTF-8.
  if (/^0000\d/.test(head)) return parseCoda(utf8.includes('\uFFFD') ? data.toString('latin1') : utf8);
  throw new StatementError('statement_unknown_format', 'neither CODA nor camt.053');
}
