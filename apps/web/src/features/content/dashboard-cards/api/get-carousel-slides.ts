import type { Locale, PromotionList } from '@veloport/domain';
import { useQueries } from '@tanstack/react-query';
import { dashboardCardsKeys } from '@/features/content/dashboard-cards/api/dashboard-cards-keys';
import { ApiError, apiClient } from '@/lib/api-client';

/** A slide of the dashboard carousel: a blog post, the next event or a promotion (decision 058). */
export type CarouselSlide =
  | { kind: 'news'; key: string; title: string; summary: string | null; slug: string; publishedAt: string | null; cover: string | null }
  | { kind: 'event'; key: string; title: string; date: string; place: string }
  | {
      kind: 'promotion';
      key: string;
      code: string;
      discount: { kind: 'percent' | 'amount'; value: number };
      description: string | null;
      endsOn: string | null;
    };

/*
 * The blog and the events are other modules' endpoints: read only the fields the slides show, and treat a missing
 * endpoint (404, before those modules are deployed) or a refusal as "no slides of that kind".
 */
type NewsList = {
  data: {
    id: number;
    title: string;
    slug: string;
    summary?: string | null;
    publishedAt?: string | null;
    cover?: { url?: string } | null;
  }[];
};
type EventList = { data: { id: number; title: string; date: string; place: string }[] };

const orNothing =
  <T>(empty: T) =>
  (error: unknown): T => {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return empty;
    throw error;
  };

export const getNews = (locale: Locale) =>
  apiClient.get<NewsList>('/public/blog-posts', { query: { locale, perPage: 3 } }).catch(orNothing<NewsList>({ data: [] }));
export const getNextEvent = () =>
  apiClient
    .get<EventList>('/events', { query: { upcoming: 'true', sort: 'date', order: 'asc', perPage: 1 } })
    .catch(orNothing<EventList>({ data: [] }));
export const getPromotions = () => apiClient.get<PromotionList>('/promotions');

/** The carousel's slides in order: the latest news, then the next event, then the promotions. */
export function useCarouselSlides(locale: Locale) {
  const [news, events, promotions] = useQueries({
    queries: [
      { queryKey: dashboardCardsKeys.news(locale), queryFn: () => getNews(locale), staleTime: 300_000, retry: false },
      { queryKey: dashboardCardsKeys.events(), queryFn: getNextEvent, staleTime: 300_000, retry: false },
      { queryKey: dashboardCardsKeys.promotions(), queryFn: getPromotions, staleTime: 300_000, retry: false },
    ],
  });
  const slides: CarouselSlide[] = [
    ...(news.data?.data ?? []).map((post) => ({
      kind: 'news' as const,
      key: `news-${post.id}`,
      title: post.title,
      summary: post.summary ?? null,
      slug: post.slug,
      publishedAt: post.publishedAt ?? null,
      cover: post.cover?.url ?? null,
    })),
    ...(events.data?.data ?? [])
      .slice(0, 1)
      .map((event) => ({ kind: 'event' as const, key: `event-${event.id}`, title: event.title, date: event.date, place: event.place })),
    ...(promotions.data?.data ?? []).map((p) => ({
      kind: 'promotion' as const,
      key: `promotion-${p.id}`,
      code: p.code,
      discount: { kind: p.kind, value: p.value },
      description: p.description,
      endsOn: p.endsOn,
    })),
  ];
  return { slides, isLoading: news.isPending || events.isPending || promotions.isPending };
}
