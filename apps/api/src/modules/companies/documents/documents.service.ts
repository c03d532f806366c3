import crypto from 'node:crypto';
import type { CompanyDocument } from '@veloport/domain';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { AppError, notFound } from '../../../platform/errors';
import { cleanFileName, extensionOf, sniffDocumentType, type FileStorage, type UploadedFile } from '../../../platform/files';
import { pageOf, pageWindow } from '../../../platform/list';
import type { TenantScope } from '../../../platform/tenancy';
import { iso, visibleCompany, type Actor } from '../companies.helpers';
import type { CompanyPeople } from '../companies.service';
import { documentsRepository, type DocumentRow } from './documents.repository';

export type DocumentsService = ReturnType<typeof createDocumentsService>;

/** What the audit log keeps of a document: never the storage key. */
const auditable = (row: DocumentRow) => ({ id: row.id, name: row.name, contentType: row.contentType, size: row.size });

/** Files kept about a company: contracts, signed conditions, scans. PDF, JPG or PNG, judged by their bytes. */
export function createDocumentsService({ db, files, people }: { db: Db; files: FileStorage; people: Pick<CompanyPeople, 'names'> }) {
  function toDocument(row: DocumentRow, names: Map<number, string>): CompanyDocument {
    return {
      id: row.id,
      companyId: row.companyId,
      name: row.name,
      contentType: row.contentType as CompanyDocument['contentType'],
      size: row.size,
      uploadedBy: row.uploadedBy === null ? null : { id: row.uploadedBy, name: names.get(row.uploadedBy) ?? `#${row.uploadedBy}` },
      createdAt: iso(row.createdAt),
      url: `/api/companies/${row.companyId}/documents/${row.id}`,
    };
  }

  async function visibleDocument(scope: TenantScope, companyId: number, id: number) {
    await visibleCompany(db, scope, companyId);
    const row = await documentsRepository.byId(db, companyId, id);
    if (!row) throw notFound('No such document');
    return row;
  }

  return {
    async list(scope: TenantScope, companyId: number, query: { page: number; perPage: number }) {
      await visibleCompany(db, scope, companyId);
      const { rows, total } = await documentsRepository.list(db, companyId, pageWindow(query));
      const names = await people.names([...new Set(rows.flatMap((r) => (r.uploadedBy === null ? [] : [r.uploadedBy])))]);
      return pageOf(
        rows.map((r) => toDocument(r, names)),
        total,
        query,
      );
    },

    async upload(scope: TenantScope, companyId: number, file: UploadedFile, actor: Actor): Promise<CompanyDocument> {
      await visibleCompany(db, scope, companyId);
      const type = sniffDocumentType(file.data);
      if (!type) throw new AppError(422, 'file_type_invalid', 'Only PDF, JPG or PNG files');
      const key = `companies/${companyId}/documents/${crypto.randomBytes(12).toString('hex')}.${extensionOf(type)}`;
      await files.put(key, file.data);
      try {
        const row = await db.transaction(async (tx) => {
          const inserted = await documentsRepository.insert(tx, {
            companyId,
            name: cleanFileName(file.filename, `document.${extensionOf(type)}`),
            contentType: type,
            size: file.data.length,
            storageKey: key,
            uploadedBy: actor.id,
          });
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'document.uploaded',
            entity: 'company',
            entityId: companyId,
            after: auditable(inserted),
            ip: actor.ip,
          });
          return inserted;
        });
        return toDocument(row, await people.names(actor.id ? [actor.id] : []));
      } catch (error) {
        await files.remove(key);
        throw error;
      }
    },

    async download(scope: TenantScope, companyId: number, id: number) {
      const row = await visibleDocument(scope, companyId, id);
      const data = await files.get(row.storageKey);
      if (!data) throw notFound('The file is missing');
      return { data, name: row.name, contentType: row.contentType };
    },

    async remove(scope: TenantScope, companyId: number, id: number, actor: Actor) {
      const row = await visibleDocument(scope, companyId, id);
      await db.transaction(async (tx) => {
        await documentsRepository.remove(tx, id);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'document.deleted',
          entity: 'company',
          entityId: companyId,
          before: auditable(row),
          ip: actor.ip,
        });
      });
      await files.remove(row.storageKey);
    },
  };
}
