import {
  checkAnswers,
  freeQuestionnaireSlug,
  localizedName,
  orderedFields,
  QUESTIONNAIRE_RESPONSES_PER_HOUR,
  type Locale,
  type PublicQuestionnaire,
  type Questionnaire,
  type QuestionnaireAnswersInput,
  type QuestionnaireInput,
  type QuestionnaireListQuery,
  type QuestionnaireResponse,
  type QuestionnaireResponseListQuery,
  type Clock,
} from '@veloport/domain';
import type { Db, DbOrTx } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { AppError, invalid, notFound, sqlState } from '../../../platform/errors';
import { EXPORT_MAX_ROWS } from '../../../platform/export';
import { pageOf } from '../../../platform/list';
import {
  questionnairesRepository,
  questionnaireWhere,
  type QuestionnaireResponseRow,
  type QuestionnaireWithCount,
} from './questionnaires.repository';

export type QuestionnairesService = ReturnType<typeof createQuestionnairesService>;
type Actor = { id: number | null; ip?: string | null };

const HOUR_MS = 3_600_000;
const slugTaken = () => invalid({ slug: 'slug_taken' });
const iso = (d: Date) => d.toISOString();

const view = (r: QuestionnaireWithCount): Questionnaire => ({
  id: r.id,
  title: r.title,
  titleTranslations: r.titleTranslations,
  description: r.description,
  slug: r.slug,
  isActive: r.isActive,
  fields: orderedFields(r.fields),
  responsesCount: r.responsesCount,
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
});
const responseView = (r: QuestionnaireResponseRow): QuestionnaireResponse => ({
  id: r.id,
  submittedAt: iso(r.submittedAt),
  locale: r.locale as Locale,
  answers: r.answers as Record<string, string | number | boolean>,
});

/** Company questionnaires (issue 15, decision 054): built by admins, answered by anyone at `/{locale}/questionnaire/{slug}`. */
export function createQuestionnairesService({ clock, db }: { clock: Clock; db: Db }) {
  async function byId(id: number) {
    const row = await questionnairesRepository.byId(db, id);
    if (!row) throw notFound();
    return row;
  }

  /** The slug asked (free, or this questionnaire's own), else the title's, made unique with `-2`, `-3`… */
  async function slugFor(tx: DbOrTx, input: QuestionnaireInput, currentId: number | null) {
    if (input.slug) {
      const holder = await questionnairesRepository.bySlug(tx, input.slug);
      if (holder && holder.id !== currentId) throw slugTaken();
      return input.slug;
    }
    if (currentId !== null) return (await questionnairesRepository.lock(tx, currentId))!.slug;
    const base = freeQuestionnaireSlug(input.title, []);
    return freeQuestionnaireSlug(input.title, await questionnairesRepository.slugsLike(tx, base));
  }

  const columns = (input: QuestionnaireInput, slug: string) => ({
    title: input.title,
    titleTranslations: input.titleTranslations,
    description: input.description,
    slug,
    isActive: input.isActive,
    fields: orderedFields(input.fields),
  });

  /** Two saves that raced to one slug: the unique index decides, the second hears `slug_taken`. */
  async function guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (sqlState(error) === '23505') throw slugTaken();
      throw error;
    }
  }

  /** The active questionnaire of a public address; an inactive one says so (its own code), an unknown one is not found. */
  async function openBySlug(slug: string) {
    const row = await questionnairesRepository.bySlug(db, slug);
    if (!row) throw notFound('No questionnaire at this address');
    if (!row.isActive) throw new AppError(404, 'questionnaire_inactive', 'This questionnaire is no longer active');
    return row;
  }

  async function checkRate(questionnaireId: number, ip: string, now: Date) {
    const { n, oldest } = await questionnairesRepository.recentFrom(db, questionnaireId, ip, new Date(now.getTime() - HOUR_MS));
    if (n >= QUESTIONNAIRE_RESPONSES_PER_HOUR) {
      const retryAfter = Math.max(1, Math.ceil(((oldest?.getTime() ?? now.getTime()) + HOUR_MS - now.getTime()) / 1000));
      throw new AppError(429, 'too_many_attempts', 'Too many answers from this address', undefined, { retryAfter });
    }
  }

  return {
    async list(query: QuestionnaireListQuery) {
      const where = questionnaireWhere(query);
      const [rows, total] = await Promise.all([
        questionnairesRepository.page(db, where, query.sort, query.order, query.perPage, (query.page - 1) * query.perPage),
        questionnairesRepository.count(db, where),
      ]);
      return pageOf(rows.map(view), total, query);
    },
    async listForExport(query: QuestionnaireListQuery) {
      return (await questionnairesRepository.page(db, questionnaireWhere(query), query.sort, query.order, EXPORT_MAX_ROWS, 0)).map(view);
    },
    detail: async (id: number) => view(await byId(id)),

    async create(input: QuestionnaireInput, actor: Actor) {
      const row = await guarded(() =>
        db.transaction(async (tx) => {
          const made = await questionnairesRepository.insert(tx, {
            ...columns(input, await slugFor(tx, input, null)),
            createdById: actor.id,
          });
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'questionnaire.created',
            entity: 'questionnaire',
            entityId: made.id,
            after: made,
            ip: actor.ip,
          });
          return made;
        }),
      );
      return { id: row.id, slug: row.slug };
    },

    async update(id: number, input: QuestionnaireInput, actor: Actor) {
      await guarded(() =>
        db.transaction(async (tx) => {
          const before = await questionnairesRepository.lock(tx, id);
          if (!before) throw notFound();
          const after = await questionnairesRepository.update(tx, id, columns(input, await slugFor(tx, input, id)));
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'questionnaire.updated',
            entity: 'questionnaire',
            entityId: id,
            before,
            after,
            ip: actor.ip,
          });
        }),
      );
      return view(await byId(id));
    },

    /** Removes the questionnaire and its responses (the audit keeps the questionnaire as it was). */
    async remove(id: number, actor: Actor) {
      await db.transaction(async (tx) => {
        const before = await questionnairesRepository.lock(tx, id);
        if (!before) throw notFound();
        const responses = await questionnairesRepository.countResponses(tx, id);
        await questionnairesRepository.remove(tx, id);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'questionnaire.deleted',
          entity: 'questionnaire',
          entityId: id,
          before: { ...before, responses },
          ip: actor.ip,
        });
      });
    },

    async responses(id: number, query: QuestionnaireResponseListQuery) {
      const questionnaire = await byId(id);
      const [rows, total] = await Promise.all([
        questionnairesRepository.responses(db, id, query.order, query.perPage, (query.page - 1) * query.perPage),
        questionnairesRepository.countResponses(db, id),
      ]);
      return { ...pageOf(rows.map(responseView), total, query), questionnaire: view(questionnaire) };
    },
    async responsesForExport(id: number, query: QuestionnaireResponseListQuery) {
      const questionnaire = await byId(id);
      return {
        questionnaire: view(questionnaire),
        rows: (await questionnairesRepository.responses(db, id, query.order, EXPORT_MAX_ROWS, 0)).map(responseView),
      };
    },

    /** The title of an active questionnaire at `slug` in the page's language, for its <head>; null otherwise. */
    async titleOf(slug: string, language: Locale): Promise<string | null> {
      if (slug.length > 120) return null;
      const row = await questionnairesRepository.bySlug(db, slug);
      return row?.isActive ? localizedName(row.title, row.titleTranslations, language) : null;
    },

    /** The form a visitor fills in, its title in the visitor's language (decision 101). */
    async publicForm(slug: string, language: Locale): Promise<PublicQuestionnaire> {
      const row = await openBySlug(slug);
      const title = localizedName(row.title, row.titleTranslations, language);
      return { slug: row.slug, title, description: row.description, fields: orderedFields(row.fields) };
    },

    /** A visitor's answers: checked against the fields asked (422 with a code per field), at most so many per address and hour. */
    async answer(slug: string, input: QuestionnaireAnswersInput, actor: Actor) {
      const row = await openBySlug(slug);
      const { answers, errors } = checkAnswers(orderedFields(row.fields), input.answers);
      if (Object.keys(errors).length > 0)
        throw invalid(Object.fromEntries(Object.entries(errors).map(([name, code]) => [`answers.${name}`, code])));
      const ip = actor.ip ?? 'unknown';
      await checkRate(row.id, ip, clock.now());
      const made = await db.transaction(async (tx) => {
        const response = await questionnairesRepository.insertResponse(tx, {
          questionnaireId: row.id,
          answers,
          locale: input.locale ?? 'fr',
          ip,
        });
        await recordAudit(tx, {
          actorId: null,
          action: 'questionnaire.answered',
          entity: 'questionnaire',
          entityId: row.id,
          after: { responseId: response.id },
          ip,
        });
        return response;
      });
      return { id: made.id, submittedAt: iso(made.submittedAt) };
    },
  };
}
