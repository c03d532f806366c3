import crypto from 'node:crypto';

/**
 * The inbound side of the Peppol access point (decision 107): what the access point's webhook delivered, read from
 * the request only once its signature verifies. The outbound side is billing's `PeppolAccessPoint` (decision 045).
 */
export type InboundPeppolDocument = {
  /** The access point's id of this delivery: the same id again is a replay. */
  documentId: string;
  /** The sender's participant id (`0208:0123456789`) when the access point names it. */
  sender: string | null;
  /** The UBL 2.1 Invoice or CreditNote as the supplier sent it. */
  ubl: string;
};

export type PeppolInbox = {
  readonly name: string;
  /** Throws PeppolSignatureError when the delivery is not proven to come from the access point. */
  readDelivery(rawBody: string, headers: Record<string, string | string[] | undefined>, now: Date): InboundPeppolDocument;
};

export class PeppolSignatureError extends Error {}

/** A signature older (or newer) than this is refused: a captured request cannot be played again later. */
export const PEPPOL_SIGNATURE_TOLERANCE_SECONDS = 300;

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name];
  return typeof value === 'string' ? value.trim() : '';
};

const mac = (secret: string, timestamp: number, documentId: string, rawBody: string) =>
  crypto.createHmac('sha256', secret).update(`${timestamp}.${documentId}.${rawBody}`, 'utf8').digest('hex');

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.documentId.body">`: what the access point sends (and the tests sign). */
export function peppolSignature(rawBody: string, documentId: string, secret: string, timestamp: number): string {
  return `t=${timestamp},v1=${mac(secret, timestamp, documentId, rawBody)}`;
}

/**
 * The HTTP-facing adapter: the access point POSTs the UBL as the raw body (`application/xml`) with
 * `X-Peppol-Document-Id`, optionally `X-Peppol-Sender`, and `X-Peppol-Signature` computed with the shared secret
 * (PEPPOL_INBOUND_SECRET). The document id is inside the signed text, so a valid body cannot be replayed under
 * another id; the timestamp bounds when it may arrive; the comparison is constant-time.
 */
export function signedUblInbox(secret: string): PeppolInbox {
  return {
    name: 'signed-ubl',
    readDelivery(rawBody, headers, now) {
      const documentId = header(headers, 'x-peppol-document-id');
      const signature = header(headers, 'x-peppol-signature');
      if (!documentId || documentId.length > 200) throw new PeppolSignatureError('Missing X-Peppol-Document-Id');
      if (!signature) throw new PeppolSignatureError('Missing X-Peppol-Signature');
      const parts = signature.split(',').map((p) => p.trim().split('='));
      const timestamp = Number(parts.find(([k]) => k === 't')?.[1]);
      const given = parts.filter(([k, v]) => k === 'v1' && v).map(([, v]) => v!);
      if (!Number.isInteger(timestamp) || given.length === 0) throw new PeppolSignatureError('Malformed X-Peppol-Signature');
      if (Math.abs(now.getTime() / 1000 - timestamp) > PEPPOL_SIGNATURE_TOLERANCE_SECONDS)
        throw new PeppolSignatureError('X-Peppol-Signature outside its time window');
      const expected = Buffer.from(mac(secret, timestamp, documentId, rawBody));
      const ok = given.some((s) => {
        const candidate = Buffer.from(s);
        return candidate.length === expected.length && crypto.timingSafeEqual(candidate, expected);
      });
      if (!ok) throw new PeppolSignatureError('X-Peppol-Signature does not match');
      return { documentId, sender: header(headers, 'x-peppol-sender') || null, ubl: rawBody };
    },
  };
}
