import crypto from 'node:crypto';
import type { AuthUser, OfferStatus, OfferUpload, OfferUploadKind, Clock } from '@veloport/domain';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { AppError, notFound } from '../../../platform/errors';
import { cleanFileName, extensionOf, sniffDocumentType, type FileStorage, type UploadedFile } from '../../../platform/files';
import { pageOf, pageWindow } from '../../../platform/list';
import type { PeopleService } from '../../identity/users/people.service';
import { offersRepository } from '../offers.repository';
import { conflict, type Actor, type OffersService } from '../offers.service';
import { scopeOf } from '../../../platform/tenancy';
import { SALES_SCOPE } from '../sales.scope';
import { offerUploadsRepository, type OfferUploadRow } from './offer-uploads.repository';

export type OfferUploadsService = ReturnType<typeof createOfferUploadsService>;

/** What the history keeps of an upload: never the storage key. */
const auditable = (row: OfferUploadRow) => ({ id: row.id, kind: row.kind, name: row.name, contentType: row.contentType, size: row.size });

/**
 * Files kept beside an offer's generated PDFs (decision 028). Staff upload and delete; whoever sees the offer
 * (staff, the company's fleet manager, the customer) lists and downloads. A signed paper copy uploaded on an
 * offer in progress signs it "on paper": the staff member who uploaded it and the time are recorded.
 */
export function createOfferUploadsService({
  clock,
  db,
  files,
  offers,
  people,
}: {
  clock: Clock;
  db: Db;
  files: FileStorage;
  offers: OffersService;
  people: Pick<PeopleService, 'names'>;
}) {
  function toUpload(row: OfferUploadRow, names: Map<number, string>): OfferUpload {
    return {
      id: row.id,
      offerId: row.offerId,
      kind: row.kind as OfferUploadKind,
      name: row.name,
      contentType: row.contentType as OfferUpload['contentType'],
      size: row.size,
      uploadedBy: row.uploadedBy === null ? null : { id: row.uploadedBy, name: names.get(row.uploadedBy) ?? `#${row.uploadedBy}` },
      createdAt: row.createdAt.toISOString(),
      url: `/api/offers/${row.offerId}/uploads/${row.id}`,
    };
  }

  async function visibleUpload(viewer: AuthUser, offerId: number, id: number) {
    await offers.visible(viewer, offerId);
    const row = await offerUploadsRepository.byId(db, offerId, id);
    if (!row) throw notFound('No such document');
    return row;
  }

  return {
    async list(viewer: AuthUser, offerId: number, query: { page: number; perPage: number }) {
      await offers.visible(viewer, offerId);
      const { rows, total } = await offerUploadsRepository.list(db, offerId, pageWindow(query));
      const names = await people.names([...new Set(rows.flatMap((r) => (r.uploadedBy === null ? [] : [r.uploadedBy])))]);
      return pageOf(
        rows.map((r) => toUpload(r, names)),
        total,
        query,
      );
    },

    async upload(viewer: AuthUser, offerId: number, kind: OfferUploadKind, file: UploadedFile, actor: Actor) {
      const seen = await offers.visible(viewer, offerId);
      const type = sniffDocumentType(file.data);
      if (!type) throw new AppError(422, 'file_type_invalid', 'Only PDF, JPG or PNG files');
      // A signed paper copy of an offer in progress signs it. Everything is read before the transaction
      // (PGlite has one connection); the transaction then refuses if the offer changed meanwhile.
      const signs = kind === 'signed_paper' && seen.status === 'in_progress';
      let paper: { signerName: string; plan: Awaited<ReturnType<OffersService['planOf']>> | null } | null = null;
      if (signs) {
        const [offer] = await offers.views([seen]);
        if (!offer || offer.lines.length === 0) throw conflict('offer_empty', 'An offer without lines cannot be signed');
        paper = {
          signerName: offer.user?.name ?? offer.company?.name ?? `#${offerId}`,
          plan: seen.companyId === null ? null : ((await offers.planOf(seen.companyId)) ?? null),
        };
      }
      const key = `offers/${offerId}/uploads/${crypto.randomBytes(12).toString('hex')}.${extensionOf(type)}`;
      await files.put(key, file.data);
      try {
        const row = await db.transaction(async (tx) => {
          const before = await offersRepository.lock(tx, scopeOf(viewer, SALES_SCOPE), offerId);
          if (!before) throw notFound();
          const inserted = await offerUploadsRepository.insert(tx, {
            offerId,
            kind,
            name: cleanFileName(file.filename, `document.${extensionOf(type)}`),
            contentType: type,
            size: file.data.length,
            storageKey: key,
            uploadedBy: actor.id,
          });
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'offer.upload_added',
            entity: 'offer',
            entityId: offerId,
            after: auditable(inserted),
            ip: actor.ip,
          });
          if (paper) {
            if (before.status !== 'in_progress' || before.updatedAt.getTime() !== seen.updatedAt.getTime())
              throw conflict('invalid_transition', 'The offer changed while the copy was uploaded');
            const at = clock.now();
            const after = await offersRepository.update(tx, offerId, {
              status: 'signed' satisfies OfferStatus,
              plan: paper.plan,
              signerName: paper.signerName,
              signedAt: at,
              signedIp: null,
              signedById: actor.id,
              signedOnPaper: true,
            });
            await recordAudit(tx, {
              actorId: actor.id,
              action: 'offer.signed_paper',
              entity: 'offer',
              entityId: offerId,
              before: { status: before.status },
              after: { status: after.status, signerName: after.signerName, signedAt: at.toISOString(), upload: auditable(inserted) },
              ip: actor.ip,
            });
          }
          return inserted;
        });
        const names = await people.names(actor.id ? [actor.id] : []);
        return { ...toUpload(row, names), offer: await offers.get(viewer, offerId) };
      } catch (error) {
        await files.remove(key);
        throw error;
      }
    },

    async download(viewer: AuthUser, offerId: number, id: number) {
      const row = await visibleUpload(viewer, offerId, id);
      const data = await files.get(row.storageKey);
      if (!data) throw notFound('The file is missing');
      return { data, name: row.name, contentType: row.contentType };
    },

    /** The file goes; an offer signed by a paper copy stays signed (its history says how and by whom). */
    async remove(viewer: AuthUser, offerId: number, id: number, actor: Actor) {
      const row = await visibleUpload(viewer, offerId, id);
      await db.transaction(async (tx) => {
        await offerUploadsRepository.remove(tx, id);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'offer.upload_deleted',
          entity: 'offer',
          entityId: offerId,
          before: auditable(row),
          ip: actor.ip,
        });
      });
      await files.remove(row.storageKey);
    },
  };
}
