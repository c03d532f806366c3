import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where a Peppol document leaves us (decision 045). The built-in adapter writes it to an outbox folder (what a
 * development machine or a connector that picks files up needs); Storecove's HTTP API is the real access point.
 */
export type PeppolMeta = {
  /** The bill's number: the outbox file is `<number>.xml`. */
  number: string;
  kind: 'invoice' | 'credit_note';
  /** The receiver's participant id, `0208:0123456789`. */
  receiver: string;
  /** Our participant id. */
  sender: string;
};
export type PeppolAccessPoint = { name: string; send(ubl: string, meta: PeppolMeta): Promise<{ messageId: string }> };

/** The default: `<dir>/<number>.xml`, written atomically (a connector never reads half a file). */
export function outboxAccessPoint(dir: string): PeppolAccessPoint {
  return {
    name: 'outbox',
    async send(ubl, meta) {
      await mkdir(dir, { recursive: true });
      const safe = meta.number.replace(/[^A-Za-z0-9._-]/g, '_');
      const file = path.join(dir, `${safe}.xml`);
      await writeFile(`${file}.tmp`, ubl, 'utf8');
      await rename(`${file}.tmp`, file);
      return { messageId: `outbox:${safe}.xml` };
    },
  };
}

export const PEPPOL_DOCUMENT_TYPES = {
  invoice:
    'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1',
  credit_note:
    'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2::CreditNote##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1',
} as const;

/** Storecove's names for the ISO 6523 schemes we meet (their "eIdentifiers"); others are passed as they are. */
const STORECOVE_SCHEMES: Record<string, string> = {
  '0208': 'BE:EN',
  '9925': 'BE:VAT',
  '0106': 'NL:KVK',
  '9944': 'NL:VAT',
  '0009': 'FR:SIRET',
  '9957': 'FR:VAT',
  '0088': 'GLN',
};

export type StorecoveConfig = { url: string; apiKey: string; legalEntityId: number };

/**
 * Storecove (a certified Peppol access point): `POST {url}/document_submissions` with our UBL as raw document data,
 * routed to the receiver's participant id; the answer's `guid` is the message id. Bearer API key.
 */
export function storecoveAccessPoint(config: StorecoveConfig, fetchImpl: typeof fetch = fetch): PeppolAccessPoint {
  return {
    name: 'storecove',
    async send(ubl, meta) {
      const [scheme, id] = [meta.receiver.slice(0, 4), meta.receiver.slice(5)];
      const body = {
        legalEntityId: config.legalEntityId,
        routing: { eIdentifiers: [{ scheme: STORECOVE_SCHEMES[scheme] ?? scheme, id }], emails: [] },
        document: {
          documentType: 'invoice',
          rawDocumentData: {
            document: Buffer.from(ubl, 'utf8').toString('base64'),
            parse: false,
            parseStrategy: 'ubl',
            processId: 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0',
            documentTypeId: PEPPOL_DOCUMENT_TYPES[meta.kind],
          },
        },
      };
      const res = await fetchImpl(`${config.url.replace(/\/$/, '')}/document_submissions`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${config.apiKey}`, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      if (!res.ok) throw new Error(`Storecove answered ${res.status}: ${(await res.text()).slice(0, 500)}`);
      const answer = (await res.json()) as { guid?: string };
      if (!answer.guid) throw new Error('Storecove answered without a submission guid');
      return { messageId: `storecove:${answer.guid}` };
    },
  };
}
