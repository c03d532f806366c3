import {
  CYCLING_QUOTES,
  QUOTE_THEMES,
  quoteListQuerySchema,
  quoteListSchema,
  quoteOfTheDay,
  quoteQuerySchema,
  quoteTodaySchema,
  type CyclingQuote,
  type Locale,
  type Clock,
} from '@veloport/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['content'];
const open = { access: { public: true } } as const;

/** The reader's language: the one asked, else the signed-in user's, else French (the portal's default). */
const languageOf = (request: FastifyRequest, asked?: Locale): Locale => asked ?? (request.user?.language as Locale | undefined) ?? 'fr';

const inLanguage = (quote: CyclingQuote, language: Locale) => ({
  id: quote.id,
  theme: quote.theme,
  author: quote.author,
  text: quote.text[language],
  language,
});

/** Cycling quotes (issue 15, decision 053): the quote of the day on the dashboard, and the whole collection by theme. */
export const quotesRoutes: FastifyPluginAsyncZod<{ clock: Clock }> = async (app, { clock }) => {
  app.get(
    '/api/quotes/today',
    {
      config: open,
      schema: {
        tags,
        summary: "Today's cycling quote (Brussels day), in ?language= or the reader's language",
        querystring: quoteQuerySchema,
        response: { 200: quoteTodaySchema },
      },
    },
    async (request) => {
      const day = clock.today();
      return { ...inLanguage(quoteOfTheDay(day), languageOf(request, request.query.language)), day };
    },
  );

  app.get(
    '/api/quotes',
    {
      config: open,
      schema: {
        tags,
        summary: 'The cycling quotes, fifteen themes, optionally one theme (?theme=)',
        querystring: quoteListQuerySchema,
        response: { 200: quoteListSchema },
      },
    },
    async (request) => {
      const language = languageOf(request, request.query.language);
      const { theme } = request.query;
      return {
        data: CYCLING_QUOTES.filter((quote) => !theme || quote.theme === theme).map((quote) => inLanguage(quote, language)),
        themes: [...QUOTE_THEMES],
      };
    },
  );
};
