import {
  NO_NAME_TRANSLATIONS,
  ACCESSORY_CATEGORIES,
  centsFromEuros,
  CONTRACT_KINDS,
  emailSchema,
  isValidFrameNumber,
  normalizeFrameNumber,
  parseCsv,
  removeVatCents,
  searchText,
  toLocale,
  type AccessoryCategory,
  type ContractKind,
  type CsvRow,
  type MigrationReport,
} from '@veloport/domain';
import type { Db, Tx } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { invalid } from '../../../platform/errors';
import type { AccessoriesService } from '../../catalog/accessories.service';
import type { BikeModelsService } from '../../catalog/bike-models.service';
import type { CompaniesService } from '../../companies/companies.service';
import type { Actor, IdentityService } from '../../identity/identity.service';
import { accessoryStockRepository } from '../accessories/accessory-stock.repository';
import { applyMovement } from '../accessories/accessory-stock.service';
import { bikesRepository } from '../bikes/bikes.repository';
import type { StockService } from '../stock.service';

type Deps = {
  db: Db;
  identity: IdentityService;
  companies: CompaniesService;
  models: BikeModelsService;
  accessories: AccessoriesService;
  locations: StockService;
};
export type CycleSoftwareService = ReturnType<typeof createCycleSoftwareService>;
type Kind = MigrationReport['kind'];
type Rejection = MigrationReport['rejected'][number];

/** CycleSoftware exports are Dutch; these are the columns each kind needs (docs/feeds.md). */
export const CYCLESOFTWARE_COLUMNS: Record<Kind, string[]> = {
  customers: ['klantnr', 'voornaam', 'achternaam', 'email', 'telefoon', 'adres', 'postcode', 'plaats', 'taal', 'bedrijf'],
  bikes: ['framenummer', 'merk', 'model', 'maat', 'kleur', 'winkel', 'contract', 'aankoopdatum', 'aankoopprijs', 'klant_email'],
  stock: ['artikelnr', 'omschrijving', 'merk', 'categorie', 'verkoopprijs', 'winkel', 'voorraad'],
};
const CONTRACT_WORDS: Record<string, ContractKind> = {
  voorraad: 'stock',
  verkocht: 'sold',
  lease: 'leasing',
  leasing: 'leasing',
  verhuur: 'renting',
  gestolen: 'stolen',
  besteld: 'order',
};
const CATEGORY_WORDS: Record<string, AccessoryCategory> = {
  slot: 'lock',
  helm: 'helmet',
  tas: 'bag',
  verlichting: 'light',
  licht: 'light',
  kinderzitje: 'child_seat',
  kleding: 'clothing',
  gereedschap: 'tool',
  onderdeel: 'part',
};
const LOCATION_WORDS: Record<string, string> = { luik: 'liège', liege: 'liège', brussel: 'bruxelles', brussels: 'bruxelles' };

class DryRunRollback extends Error {}
class Rejected extends Error {
  constructor(
    readonly field: string | null,
    readonly reason: string,
  ) {
    super(reason);
  }
}
const reject = (field: string | null, reason: string): never => {
  throw new Rejected(field, reason);
};

const euros = (v: string) => {
  const cents = centsFromEuros(v);
  return cents !== null && cents >= 0 ? cents : null;
};

/**
 * CycleSoftware migration: each line is created or updated, or rejected with a reason. A dry run does
 * everything in a transaction that is rolled back, so it reports exactly what a real run would do.
 * Each line runs in its own savepoint: a rejected line leaves the others untouched.
 */
export function createCycleSoftwareService({ db, identity, companies, models, accessories, locations }: Deps) {
  async function lookups(kind: Kind, rows: CsvRow[]) {
    const v = (r: CsvRow, k: string) => r.values[k] ?? '';
    const [locationMap, companyList, modelMap, users] = await Promise.all([
      locations.locations(),
      kind === 'customers' ? companies.listMinimal() : Promise.resolve([]),
      kind === 'bikes' ? models.byNames(rows.map((r) => ({ brand: v(r, 'merk'), model: v(r, 'model') }))) : Promise.resolve(new Map()),
      kind === 'bikes' ? identity.usersByEmails(rows.map((r) => v(r, 'klant_email')).filter(Boolean)) : Promise.resolve([]),
    ]);
    const locationByName = new Map([...locationMap.values()].map((l) => [l.name.toLowerCase(), l.id]));
    return {
      location(name: string, field: string) {
        const key = name.trim().toLowerCase();
        const id = locationByName.get(LOCATION_WORDS[key] ?? key) ?? (locationMap.has(Number(key)) ? Number(key) : undefined);
        return id ?? reject(field, 'unknown_location');
      },
      company: (name: string) =>
        companyList.find((c) => c.name.toLowerCase() === name.trim().toLowerCase())?.id ?? reject('bedrijf', 'unknown_company'),
      model: (brand: string, model: string) =>
        (modelMap.get(searchText(brand, model)) as { id: number } | undefined)?.id ?? reject('model', 'unknown_model'),
      user: (email: string) => users.find((u) => u.email === email.trim().toLowerCase())?.id ?? reject('klant_email', 'unknown_user'),
    };
  }
  type Lookups = Awaited<ReturnType<typeof lookups>>;

  async function customer(tx: Tx, row: CsvRow, l: Lookups, actor: Actor) {
    const v = row.values;
    const email = emailSchema.safeParse(v.email ?? '');
    if (!v.email) reject('email', 'required');
    if (!email.success) reject('email', 'invalid_email');
    if (!v.voornaam) reject('voornaam', 'required');
    if (!v.achternaam) reject('achternaam', 'required');
    const address = [v.adres, [v.postcode, v.plaats].filter(Boolean).join(' ')].filter(Boolean).join(', ') || null;
    const result = await identity.importCustomer(
      tx,
      {
        email: email.data!,
        firstname: v.voornaam!,
        lastname: v.achternaam!,
        phone: v.telefoon || null,
        address,
        language: toLocale(v.taal),
        companyId: v.bedrijf ? l.company(v.bedrijf) : null,
      },
      actor,
    );
    return result.created;
  }

  async function bike(tx: Tx, row: CsvRow, l: Lookups, actor: Actor) {
    const v = row.values;
    if (!v.framenummer) reject('framenummer', 'required');
    if (!isValidFrameNumber(v.framenummer!)) reject('framenummer', 'invalid');
    const contractWord = (v.contract || 'stock').toLowerCase();
    const contractKind = (CONTRACT_KINDS as readonly string[]).includes(contractWord)
      ? (contractWord as ContractKind)
      : (CONTRACT_WORDS[contractWord] ?? reject('contract', 'invalid'));
    const purchaseDate = v.aankoopdatum
      ? /^\d{4}-\d{2}-\d{2}$/.test(v.aankoopdatum)
        ? v.aankoopdatum
        : reject('aankoopdatum', 'invalid')
      : null;
    const purchasePriceCents = v.aankoopprijs ? (euros(v.aankoopprijs) ?? reject('aankoopprijs', 'invalid')) : null;
    const values = {
      frameNumber: normalizeFrameNumber(v.framenummer!),
      modelId: l.model(v.merk ?? '', v.model ?? ''),
      size: v.maat || null,
      color: v.kleur || null,
      stockLocationId: l.location(v.winkel ?? '', 'winkel'),
      contractKind,
      userId: v.klant_email ? l.user(v.klant_email) : null,
      purchaseDate,
      purchasePriceCents,
    };
    const [existing] = await bikesRepository.byFrames(tx, [values.frameNumber]);
    const saved = existing ? await bikesRepository.update(tx, existing.id, values) : await bikesRepository.insert(tx, values);
    await bikesRepository.addEvents(tx, [
      { bikeId: saved.id, kind: 'imported', details: { source: 'cyclesoftware', line: row.line, created: !existing }, actorId: actor.id },
    ]);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'bike.imported',
      entity: 'bike',
      entityId: saved.id,
      before: existing ?? null,
      after: saved,
      ip: actor.ip,
    });
    return !existing;
  }

  async function stockLine(tx: Tx, row: CsvRow, l: Lookups, actor: Actor) {
    const v = row.values;
    if (!v.artikelnr) reject('artikelnr', 'required');
    if (!v.omschrijving) reject('omschrijving', 'required');
    const priceInclVat = euros(v.verkoopprijs ?? '');
    if (!priceInclVat) reject('verkoopprijs', 'invalid');
    const quantity = Number(v.voorraad);
    if (!Number.isInteger(quantity) || quantity < 0) reject('voorraad', 'invalid');
    const locationId = l.location(v.winkel ?? '', 'winkel');
    const word = (v.categorie ?? '').toLowerCase();
    const category = (ACCESSORY_CATEGORIES as readonly string[]).includes(word)
      ? (word as AccessoryCategory)
      : (CATEGORY_WORDS[word] ?? 'other');
    const { row: accessory, created } = await accessories.upsertByReference(
      tx,
      {
        name: v.omschrijving!,
        nameTranslations: { ...NO_NAME_TRANSLATIONS },
        brand: v.merk || null,
        reference: v.artikelnr!,
        slug: null,
        category,
        priceCents: removeVatCents(priceInclVat!),
        vatRate: 21,
        discountPriceCents: null,
        description: { fr: '', en: '', nl: '' },
        available: true,
      },
      actor,
    );
    const current = (await accessoryStockRepository.atLocation(tx, locationId)).find((s) => s.accessoryId === accessory.id)?.quantity ?? 0;
    if (quantity !== current)
      await applyMovement(
        tx,
        { accessoryId: accessory.id, locationId, delta: quantity - current, reason: 'correction', note: `cyclesoftware line ${row.line}` },
        actor,
      );
    return created;
  }

  const handlers = { customers: customer, bikes: bike, stock: stockLine };

  return {
    async run(kind: Kind, csv: string, dryRun: boolean, actor: Actor): Promise<MigrationReport> {
      const { header, rows } = parseCsv(csv);
      const missing = CYCLESOFTWARE_COLUMNS[kind].filter((c) => !header.includes(c));
      if (missing.length) throw invalid(Object.fromEntries(missing.map((c) => [`csv.${c}`, 'required'])));
      if (rows.length > 10_000) throw invalid({ csv: 'too_big' });
      const l = await lookups(kind, rows);
      const report: MigrationReport = { kind, dryRun, created: 0, updated: 0, rejected: [] };
      const seen = new Set<string>();
      const keyOf = (r: CsvRow) =>
        kind === 'customers'
          ? (r.values.email ?? '').toLowerCase()
          : kind === 'bikes'
            ? normalizeFrameNumber(r.values.framenummer ?? '')
            : `${r.values.artikelnr}@${r.values.winkel}`;
      try {
        await db.transaction(async (tx) => {
          for (const row of rows) {
            const key = keyOf(row);
            if (key && seen.has(key)) {
              report.rejected.push({ line: row.line, field: null, reason: 'duplicate' });
              continue;
            }
            seen.add(key);
            try {
              const created = await tx.transaction((savepoint) => handlers[kind](savepoint, row, l, actor));
              report[created ? 'created' : 'updated']++;
            } catch (error) {
              if (!(error instanceof Rejected)) throw error;
              report.rejected.push({ line: row.line, field: error.field, reason: error.reason } satisfies Rejection);
            }
          }
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'cyclesoftware.migrated',
            entity: 'migration',
            entityId: kind,
            after: { ...report, rejected: report.rejected.length },
            ip: actor.ip,
          });
          if (dryRun) throw new DryRunRollback();
        });
      } catch (error) {
        if (!(error instanceof DryRunRollback)) throw error;
      }
      return report;
    },
  };
}
