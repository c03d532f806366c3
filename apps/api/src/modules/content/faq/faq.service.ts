import {
  FAQ_FEEDBACK_PER_HOUR,
  FAQ_FEEDBACK_WINDOW_HOURS,
  FAQ_THEMES,
  type FaqEntry,
  type FaqEntryInput,
  type FaqEntryListQuery,
  type FaqOrderInput,
  type FaqTheme,
  type Locale,
  type PublicFaq,
  type Clock,
} from '@veloport/domain';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { AppError, invalid, notFound } from '../../../platform/errors';
import { EXPORT_MAX_ROWS } from '../../../platform/export';
import { pageOf } from '../../../platform/list';
import { faqRepository, faqWhere, type FaqEntryRow } from './faq.repository';

export type FaqService = ReturnType<typeof createFaqService>;
type Actor = { id: number | null; ip?: string | null };

const HOUR_MS = 3_600_000;

export function toFaqEntry(r: FaqEntryRow): FaqEntry {
  return {
    id: r.id,
    theme: r.theme as FaqTheme,
    position: r.position,
    question: { fr: r.questionFr, en: r.questionEn, nl: r.questionNl },
    answer: { fr: r.answerFr, en: r.answerEn, nl: r.answerNl },
    published: r.published,
    helpfulCount: r.helpfulCount,
    notHelpfulCount: r.notHelpfulCount,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

const columnsOf = (input: FaqEntryInput) => ({
  theme: input.theme,
  questionFr: input.question.fr,
  questionEn: input.question.en,
  questionNl: input.question.nl,
  answerFr: input.answer.fr,
  answerEn: input.answer.en,
  answerNl: input.answer.nl,
  published: input.published,
});

const QUESTION = { fr: 'questionFr', en: 'questionEn', nl: 'questionNl' } as const;
const ANSWER = { fr: 'answerFr', en: 'answerEn', nl: 'answerNl' } as const;

/** The FAQ (issue 15, decision 055): admins write and order it, everyone reads it and says whether it helped. */
export function createFaqService({ clock, db }: { clock: Clock; db: Db }) {
  async function detail(id: number) {
    const row = await faqRepository.byId(db, id);
    if (!row) throw notFound();
    return toFaqEntry(row);
  }

  async function list(query: FaqEntryListQuery) {
    const where = faqWhere(query);
    const [rows, total] = await Promise.all([
      faqRepository.page(db, where, query.sort, query.order, query.perPage, (query.page - 1) * query.perPage),
      faqRepository.count(db, where),
    ]);
    return pageOf(rows.map(toFaqEntry), total, query);
  }

  return {
    detail,
    list,
    listForExport: async (query: FaqEntryListQuery) =>
      (await faqRepository.page(db, faqWhere(query), query.sort, query.order, EXPORT_MAX_ROWS, 0)).map(toFaqEntry),

    async create(input: FaqEntryInput, actor: Actor) {
      const row = await db.transaction(async (tx) => {
        // The theme's rows locked: two entries added at once do not take the same place.
        await faqRepository.lockTheme(tx, input.theme);
        const entry = await faqRepository.insert(tx, {
          ...columnsOf(input),
          position: await faqRepository.nextPosition(tx, input.theme),
          createdById: actor.id,
        });
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'faq_entry.created',
          entity: 'faq_entry',
          entityId: entry.id,
          after: entry,
          ip: actor.ip,
        });
        return entry;
      });
      return toFaqEntry(row);
    },

    async update(id: number, input: FaqEntryInput, actor: Actor) {
      const row = await db.transaction(async (tx) => {
        const before = await faqRepository.lock(tx, id);
        if (!before) throw notFound();
        // A new theme: the entry goes to the end of it.
        const position = before.theme === input.theme ? before.position : await faqRepository.nextPosition(tx, input.theme);
        const after = await faqRepository.update(tx, id, { ...columnsOf(input), position });
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'faq_entry.updated',
          entity: 'faq_entry',
          entityId: id,
          before,
          after,
          ip: actor.ip,
        });
        return after;
      });
      return toFaqEntry(row);
    },

    async remove(id: number, actor: Actor) {
      await db.transaction(async (tx) => {
        const before = await faqRepository.lock(tx, id);
        if (!before) throw notFound();
        await faqRepository.remove(tx, id);
        await recordAudit(tx, { actorId: actor.id, action: 'faq_entry.deleted', entity: 'faq_entry', entityId: id, before, ip: actor.ip });
      });
    },

    /** The theme's new order: exactly its entries, each once (422 `invalid` otherwise, nothing changed). */
    async reorder({ theme, ids }: FaqOrderInput, actor: Actor) {
      await db.transaction(async (tx) => {
        const current = (await faqRepository.lockTheme(tx, theme)).map((r) => r.id);
        const same = ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
        if (!same) throw invalid({ ids: 'invalid' });
        await faqRepository.setOrder(tx, ids);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'faq_entry.reordered',
          entity: 'faq_theme',
          entityId: theme,
          before: { ids: current },
          after: { ids },
          ip: actor.ip,
        });
      });
      return list({ page: 1, perPage: 100, sort: 'position', order: 'asc', theme, format: 'json' });
    },

    /** The published FAQ in one language, grouped by theme (themes in FAQ_THEMES order, empty ones left out). */
    async published(locale: Locale, q: string | undefined): Promise<PublicFaq> {
      const rows = await faqRepository.published(db, locale, q);
      const themes = FAQ_THEMES.map((theme) => ({
        theme,
        entries: rows.filter((r) => r.theme === theme).map((r) => ({ id: r.id, question: r[QUESTION[locale]], answer: r[ANSWER[locale]] })),
      })).filter((t) => t.entries.length > 0);
      return { locale, themes };
    },

    /**
     * "Was this helpful?": one vote per client and entry a day (a second one replaces the first), at most
     * FAQ_FEEDBACK_PER_HOUR votes per client an hour (429). Unknown or unpublished entries are not found.
     */
    async feedback(id: number, helpful: boolean, client: string) {
      const now = clock.now().getTime();
      const votes = await faqRepository.votesSince(db, client, new Date(now - HOUR_MS));
      if (votes >= FAQ_FEEDBACK_PER_HOUR)
        throw new AppError(429, 'too_many_attempts', 'Too many votes from this address', undefined, { retryAfter: 3600 });
      await db.transaction(async (tx) => {
        const entry = await faqRepository.lock(tx, id);
        if (!entry || !entry.published) throw notFound();
        const last = await faqRepository.lastVote(tx, id, client, new Date(now - FAQ_FEEDBACK_WINDOW_HOURS * HOUR_MS));
        if (last?.helpful === helpful) return;
        if (last) await faqRepository.changeVote(tx, last.id, helpful);
        else await faqRepository.insertVote(tx, { entryId: id, client, helpful });
        const sign = (yes: boolean) => (yes === helpful ? 1 : 0) - (last && last.helpful === yes ? 1 : 0);
        await faqRepository.addToCounts(tx, id, sign(true), sign(false));
      });
      return { helpful };
    },
  };
}
