import crypto from 'node:crypto';
import {
  canChangeInsuranceStatus,
  insuranceNeedsPaidAmount,
  isInsuranceEditable,
  nextInsuranceStatuses,
  type InsuranceDocument,
  type InsuranceFollowUp,
  type InsuranceFollowUpDetail,
  type InsuranceInput,
  type InsuranceKind,
  type InsuranceFollowUpListQuery,
  type InsurancePatch,
  type InsuranceStatus,
  type InsuranceTransition,
} from '@veloport/domain';
import type { Db } from '../../../db/client';
import { recordAudit, type UserNames } from '../../../platform/audit';
import { AppError, invalid, notFound } from '../../../platform/errors';
import { EXPORT_MAX_ROWS } from '../../../platform/export';
import { cleanFileName, extensionOf, sniffDocumentType, type FileStorage, type UploadedFile } from '../../../platform/files';
import { pageOf } from '../../../platform/list';
import type { TenantScope } from '../../../platform/tenancy';
import type { Actor } from '../../identity/identity.service';
import { unknownBike, type BillingBikes } from '../financing/billing-bikes';
import { followUpWhere, insuranceRepository, type FollowUpRow, type InsuranceDocumentRow } from './insurance.repository';

export type InsuranceService = ReturnType<typeof createInsuranceService>;
type Deps = { db: Db; files: FileStorage; bikes: BillingBikes; names: UserNames };

const conflict = (message: string) => new AppError(409, 'invalid_transition', message);
/** What the audit log keeps of a document: never the storage key. */
const auditable = (row: InsuranceDocumentRow) => ({ id: row.id, name: row.name, contentType: row.contentType, size: row.size });

/** Claims and renewals of insured bikes (decision 051): status flow with history, documents; fleet managers read their company's. */
export function createInsuranceService({ db, files, bikes, names }: Deps) {
  async function views(rows: FollowUpRow[]): Promise<InsuranceFollowUp[]> {
    const refs = await bikes.refs(rows.map((r) => r.bikeId));
    return rows.map((r) => {
      const bike = refs.get(r.bikeId) ?? unknownBike(r.bikeId);
      return {
        id: r.id,
        bike,
        // The company the follow-up was opened for (the bike may have changed hands since).
        company:
          r.companyId === null ? null : { id: r.companyId, name: bike.company?.id === r.companyId ? bike.company.name : `#${r.companyId}` },
        kind: r.kind as InsuranceKind,
        status: r.status as InsuranceStatus,
        eventDate: r.eventDate,
        description: r.description,
        amountClaimedCents: r.amountClaimedCents,
        amountPaidCents: r.amountPaidCents,
        insurer: r.insurer,
        insurancePolicy: r.insurancePolicy,
        claimReference: r.claimReference,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
      };
    });
  }

  const documentOf = (row: InsuranceDocumentRow, people: Map<number, string>): InsuranceDocument => ({
    id: row.id,
    name: row.name,
    contentType: row.contentType as InsuranceDocument['contentType'],
    size: row.size,
    uploadedBy: row.uploadedBy === null ? null : { id: row.uploadedBy, name: people.get(row.uploadedBy) ?? `#${row.uploadedBy}` },
    createdAt: row.createdAt.toISOString(),
    url: `/api/insurance-follow-ups/${row.followUpId}/documents/${row.id}`,
  });

  async function visible(scope: TenantScope, id: number) {
    const row = await insuranceRepository.byId(db, scope, id);
    if (!row) throw notFound();
    return row;
  }

  async function detail(scope: TenantScope, id: number): Promise<InsuranceFollowUpDetail> {
    const row = await visible(scope, id);
    const [[view], steps, documents] = await Promise.all([
      views([row]),
      insuranceRepository.steps(db, id),
      insuranceRepository.documents(db, id),
    ]);
    const ids = [
      ...new Set([...steps.map((s) => s.actorId), ...documents.map((d) => d.uploadedBy)].filter((v): v is number => v !== null)),
    ];
    const people = ids.length ? await names(ids) : new Map<number, string>();
    const status = row.status as InsuranceStatus;
    const admin = scope.kind === 'all';
    return {
      ...view!,
      steps: steps.map((s) => ({
        id: s.id,
        from: s.fromStatus as InsuranceStatus | null,
        to: s.toStatus as InsuranceStatus,
        note: s.note,
        actor: s.actorId === null ? null : { id: s.actorId, name: people.get(s.actorId) ?? `#${s.actorId}` },
        at: s.at.toISOString(),
      })),
      documents: documents.map((d) => documentOf(d, people)),
      nextStatuses: admin ? [...nextInsuranceStatuses(status)] : [],
      editable: admin && isInsuranceEditable(status),
    };
  }

  async function whereOf(scope: TenantScope, query: InsuranceFollowUpListQuery) {
    const frameBikeId = query.q ? await bikes.byFrame(query.q) : null;
    return followUpWhere(scope, { ...query, frameBikeId });
  }

  return {
    detail,

    async list(scope: TenantScope, query: InsuranceFollowUpListQuery) {
      const where = await whereOf(scope, query);
      const [rows, total] = await Promise.all([
        insuranceRepository.page(db, where, query.sort, query.order, query.perPage, (query.page - 1) * query.perPage),
        insuranceRepository.count(db, where),
      ]);
      return pageOf(await views(rows), total, query);
    },
    async listForExport(scope: TenantScope, query: InsuranceFollowUpListQuery) {
      return views(await insuranceRepository.page(db, await whereOf(scope, query), query.sort, query.order, EXPORT_MAX_ROWS, 0));
    },

    /** Opens a follow-up of an insured bike: the insurer and policy are the bike's (the insurer may be typed over). */
    async create(input: InsuranceInput, actor: Actor) {
      const bike = await bikes.withLabel(input.bikeId);
      if (!bike) throw invalid({ bikeId: 'unknown_bike' });
      if (!bike.row.insurer) throw invalid({ bikeId: 'not_insured' });
      const row = await db.transaction(async (tx) => {
        const made = await insuranceRepository.insert(tx, {
          ...input,
          insurer: input.insurer ?? bike.row.insurer,
          insurancePolicy: bike.row.insurancePolicy,
          companyId: bike.row.companyId,
          status: 'open',
          createdById: actor.id,
        });
        await insuranceRepository.addStep(tx, { followUpId: made.id, fromStatus: null, toStatus: 'open', actorId: actor.id });
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'insurance_follow_up.created',
          entity: 'insurance_follow_up',
          entityId: made.id,
          after: made,
          ip: actor.ip,
        });
        return made;
      });
      return detail({ kind: 'all' }, row.id);
    },

    async patch(id: number, input: InsurancePatch, actor: Actor) {
      await visible({ kind: 'all' }, id);
      await db.transaction(async (tx) => {
        const before = (await insuranceRepository.lock(tx, id))!;
        if (!isInsuranceEditable(before.status as InsuranceStatus)) throw conflict('A closed follow-up cannot change');
        const after = await insuranceRepository.update(tx, id, input);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'insurance_follow_up.updated',
          entity: 'insurance_follow_up',
          entityId: id,
          before,
          after,
          ip: actor.ip,
        });
      });
      return detail({ kind: 'all' }, id);
    },

    /** One step of the flow, checked on the locked row; the step joins the history with who, when and the note. */
    async transition(id: number, input: InsuranceTransition, actor: Actor) {
      await visible({ kind: 'all' }, id);
      await db.transaction(async (tx) => {
        const before = (await insuranceRepository.lock(tx, id))!;
        const from = before.status as InsuranceStatus;
        if (!canChangeInsuranceStatus(from, input.status)) throw conflict(`A follow-up ${from} cannot become ${input.status}`);
        const paid = input.amountPaidCents ?? before.amountPaidCents;
        if (insuranceNeedsPaidAmount(input.status) && paid === null) throw invalid({ amountPaidCents: 'required' });
        const after = await insuranceRepository.update(tx, id, {
          status: input.status,
          ...(input.amountPaidCents !== undefined ? { amountPaidCents: input.amountPaidCents } : {}),
        });
        await insuranceRepository.addStep(tx, {
          followUpId: id,
          fromStatus: from,
          toStatus: input.status,
          note: input.note,
          actorId: actor.id,
        });
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'insurance_follow_up.status_changed',
          entity: 'insurance_follow_up',
          entityId: id,
          before,
          after,
          ip: actor.ip,
        });
      });
      return detail({ kind: 'all' }, id);
    },

    /** A PDF, JPG or PNG judged by its bytes; the file is removed again when the row cannot be written. */
    async upload(id: number, file: UploadedFile, actor: Actor): Promise<InsuranceDocument> {
      await visible({ kind: 'all' }, id);
      const type = sniffDocumentType(file.data);
      if (!type) throw new AppError(422, 'file_type_invalid', 'Only PDF, JPG or PNG files');
      const key = `insurance-follow-ups/${id}/${crypto.randomBytes(12).toString('hex')}.${extensionOf(type)}`;
      await files.put(key, file.data);
      try {
        const row = await db.transaction(async (tx) => {
          const inserted = await insuranceRepository.insertDocument(tx, {
            followUpId: id,
            name: cleanFileName(file.filename, `document.${extensionOf(type)}`),
            contentType: type,
            size: file.data.length,
            storageKey: key,
            uploadedBy: actor.id,
          });
          await insuranceRepository.update(tx, id, {});
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'insurance_follow_up.document_uploaded',
            entity: 'insurance_follow_up',
            entityId: id,
            after: auditable(inserted),
            ip: actor.ip,
          });
          return inserted;
        });
        return documentOf(row, actor.id ? await names([actor.id]) : new Map());
      } catch (error) {
        await files.remove(key);
        throw error;
      }
    },

    async download(scope: TenantScope, id: number, docId: number) {
      await visible(scope, id);
      const row = await insuranceRepository.document(db, id, docId);
      if (!row) throw notFound('No such document');
      const data = await files.get(row.storageKey);
      if (!data) throw notFound('The file is missing');
      return { data, name: row.name, contentType: row.contentType };
    },
  };
}
