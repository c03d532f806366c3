import crypto from 'node:crypto';
import {
  isLocale,
  offerDocumentApplies,
  type AuthUser,
  type Locale,
  type OfferDocumentKind,
  type OfferStatus,
  type Clock,
  can,
} from '@veloport/domain';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { forbidden, notFound } from '../../platform/errors';
import type { FileStorage } from '../../platform/files';
import type { IdentityService } from '../identity/identity.service';
import { renderContractDocumentPdf } from './contract-documents.pdf';
import { renderOfferPdf } from './offer.pdf';
import type { BusinessIdentity } from '../../config';
import { offersRepository, type OfferRow } from './offers.repository';
import { conflict, type Actor, type OffersService } from './offers.service';
import { scopeOf } from '../../platform/tenancy';
import { SALES_SCOPE } from './sales.scope';
import type { OfferPromoService } from './offer-promo/offer-promo.service';

export type OfferSigningService = ReturnType<typeof createOfferSigningService>;

const sha256 = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex');

/**
 * Electronic signature (decision 021). The customer signs: the offer's user, or for a company offer without
 * one, a fleet manager of that company. The offer document is rendered once, hashed, and kept; the signed
 * file is the same document plus a last page naming the signer, the time, the address and that hash.
 */
export function createOfferSigningService({
  clock,
  db,
  offers,
  identity,
  files,
  promo,
  business,
}: {
  clock: Clock;
  db: Db;
  offers: OffersService;
  identity: IdentityService;
  files: FileStorage;
  promo?: OfferPromoService;
  /** The letterhead of the offer and its documents (decision 043's business identity). */
  business: BusinessIdentity;
}) {
  const keys = (id: number) => ({ document: `offers/${id}/offer.pdf`, signed: `offers/${id}/signed.pdf` });

  function maySign(viewer: AuthUser, row: OfferRow) {
    if (row.userId !== null) return viewer.id === row.userId;
    return row.companyId !== null && can(viewer, 'fleetManager') && viewer.company?.id === row.companyId;
  }

  /** The customer's language (fr when the offer has no user or the user's language is unknown). */
  async function languageOf(row: OfferRow): Promise<Locale> {
    if (row.userId === null) return 'fr';
    const language = (await identity.customersByIds([row.userId])).get(row.userId)?.language;
    return isLocale(language) ? language : 'fr';
  }

  return {
    async sign(viewer: AuthUser, id: number, input: { name: string }, actor: Actor) {
      const visible = await offers.visible(viewer, id);
      if (!maySign(viewer, visible)) throw forbidden();
      if (visible.status !== 'in_progress') throw conflict('invalid_transition', `An offer ${visible.status} cannot be signed`);
      // A company offer without user is signed by its fleet manager: in their language.
      const locale = visible.userId === null && isLocale(viewer.language) ? viewer.language : await languageOf(visible);
      // Rendered before the transaction (PGlite has one connection: nothing may query outside it meanwhile);
      // the transaction then checks that the offer did not change since, so what was rendered is what is signed.
      const [offer] = await offers.views([visible]);
      if (!offer || offer.lines.length === 0) throw conflict('offer_empty', 'An offer without lines cannot be signed');
      // A promo code that became invalid since staff put it on: the signature is refused with its reason.
      promo?.refuseIfInvalid(offer);
      // The plan in force is kept with the signed offer: later changes to the company's plan do not change it.
      const plan = visible.companyId === null ? null : ((await offers.planOf(visible.companyId)) ?? null);
      const at = clock.now();
      const document = await renderOfferPdf(offer, locale, { at, business });
      const documentSha256 = sha256(document);
      const signed = await renderOfferPdf(offer, locale, {
        at,
        business,
        signature: { name: input.name, at, ip: actor.ip ?? null, documentSha256 },
      });
      const row = await db.transaction(async (tx) => {
        const before = await offersRepository.lock(tx, scopeOf(viewer, SALES_SCOPE), id);
        if (!before) throw notFound();
        if (before.status !== 'in_progress') throw conflict('invalid_transition', `An offer ${before.status} cannot be signed`);
        if (before.updatedAt.getTime() !== visible.updatedAt.getTime())
          throw conflict('invalid_transition', 'The offer changed while it was being signed');
        // The code's use is counted here, once, with the signature (or neither).
        await promo?.commitAtSigning(tx, before, offer, actor);
        const k = keys(id);
        await files.put(k.document, document);
        await files.put(k.signed, signed);
        const after = await offersRepository.update(tx, id, {
          status: 'signed' satisfies OfferStatus,
          plan,
          signerName: input.name,
          signedAt: at,
          signedIp: actor.ip ?? null,
          signedById: viewer.id,
          signedFileKey: k.signed,
          documentSha256,
          fileSha256: sha256(signed),
        });
        await recordAudit(tx, { actorId: actor.id, action: 'offer.signed', entity: 'offer', entityId: id, before, after, ip: actor.ip });
        return after;
      });
      return offers.view(row);
    },

    /** Whether the stored files still hash to what was recorded at signing. */
    async check(viewer: AuthUser, id: number) {
      const row = await offers.visible(viewer, id);
      const [offer] = await offers.views([row]);
      if (row.status !== 'signed' || !row.fileSha256)
        return {
          signed: row.status === 'signed',
          signature: offer!.signature,
          documentSha256: row.documentSha256,
          fileSha256: row.fileSha256,
          intact: false,
        };
      const k = keys(id);
      const [signed, document] = await Promise.all([row.signedFileKey ? files.get(row.signedFileKey) : null, files.get(k.document)]);
      const intact = Boolean(signed && document && sha256(signed) === row.fileSha256 && sha256(document) === row.documentSha256);
      return { signed: true, signature: offer!.signature, documentSha256: row.documentSha256, fileSha256: row.fileSha256, intact };
    },

    /**
     * `offer`: the offer as it stands (for a signed offer, the very document that was signed); `signed`: the
     * signed file (404 until signed). In the customer's language unless `locale` asks for another.
     */
    async document(viewer: AuthUser, id: number, kind: OfferDocumentKind, locale?: Locale) {
      const row = await offers.visible(viewer, id);
      if (kind !== 'offer' && kind !== 'signed') {
        const offer = (await offers.views([row]))[0]!;
        // The policy and the amendment belong to a company's lease, the amendment to one of its employees.
        if (!offerDocumentApplies(offer, kind)) throw conflict('document_not_applicable', 'This document does not apply to this offer');
        const data = await renderContractDocumentPdf(offer, kind, locale ?? (await languageOf(row)), row.signedAt ?? clock.now(), business);
        return { data, filename: `offer-${id}-${kind.replace('_', '-')}.pdf` };
      }
      if (row.status === 'signed') {
        const data = await files.get(kind === 'signed' ? (row.signedFileKey ?? keys(id).signed) : keys(id).document);
        if (data) return { data, filename: `offer-${id}${kind === 'signed' ? '-signed' : ''}.pdf` };
        if (kind === 'signed') throw notFound('The signed file is missing');
      }
      if (kind === 'signed') throw notFound('This offer is not signed');
      const data = await renderOfferPdf((await offers.views([row]))[0]!, locale ?? (await languageOf(row)), { at: clock.now(), business });
      return { data, filename: `offer-${id}.pdf` };
    },
  };
}
