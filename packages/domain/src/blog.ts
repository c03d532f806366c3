import { systemClock } from './brussels-time';
/**
 * Blog posts (issue 15, decision 056). A post is written in one language (fr, en or nl); a post is
 * `draft` until published, `scheduled` while its `publishAt` is in the future, then `published`.
 */
export const BLOG_POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

/** The status a reader sees: a publication date in the future is a scheduled post, none is a draft. */
export function blogPostStatus(publishAt: Date | string | null, now: Date = systemClock.now()): BlogPostStatus {
  if (publishAt === null) return 'draft';
  return new Date(publishAt).getTime() > now.getTime() ? 'scheduled' : 'published';
}

/** Largest body accepted, in characters of HTML. */
export const BLOG_BODY_MAX_LENGTH = 100_000;
export const BLOG_MAX_TAGS = 10;
