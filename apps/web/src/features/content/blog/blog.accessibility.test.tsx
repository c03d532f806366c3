import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';
import { seriousViolations } from '@/test/axe';
import type { Infer } from '@/lib/contract';
import type {
  BlogPost,
  blogPostListItemSchema,
  ListOf,
  publicBlogPostListItemSchema,
  publicBlogPostResponseSchema,
  scheduleSchema,
  stockLocationCurrentSchema,
} from '@veloport/domain';

// The blog (decision 056): admin screens through the real routes and guards, and the public pages signed out.

const at = '2026-01-05T10:00:00.000Z';
const page = <T,>(data: T[]) => ({ data, meta: { page: 1, perPage: 25, total: data.length } }) satisfies ListOf<T>;
const post = {
  id: 4,
  title: 'Choosing an electric bike',
  slug: 'choosing-an-electric-bike',
  summary: 'Motor, battery, frame: our advice.',
  body: '<h2>The motor</h2><p>A <strong>mid-drive</strong> motor feels natural. <a href="/en/bikes" rel="noopener noreferrer nofollow">Our bikes</a></p><ul><li>Try first</li></ul>',
  locale: 'en',
  tags: ['advice'],
  cover: { key: 'public/demo-bike-H-30.png', url: '/api/files/public/demo-bike-H-30.png' },
  status: 'published',
  publishAt: at,
  author: { id: 1, name: 'Anne Admin' },
  createdAt: at,
  updatedAt: at,
} satisfies BlogPost;
const { body: _body, ...listItem } = post;
const { status: _status, createdAt: _createdAt, ...publicPost } = { ...post, publishedAt: at };
const { body: _publicBody, ...publicItem } = publicPost;

const API: Record<string, unknown> = {
  '/api/blog-posts': page([
    listItem,
    { ...listItem, id: 5, slug: 'draft', title: 'A draft', status: 'draft', publishAt: null, cover: null } satisfies Infer<
      typeof blogPostListItemSchema
    >,
  ]),
  '/api/blog-posts/choosing-an-electric-bike': post,
  '/api/blog-posts/4/history': page([]),
  '/api/public/blog-posts': { data: [publicItem], meta: { page: 1, perPage: 12, total: 1 } } satisfies ListOf<
    Infer<typeof publicBlogPostListItemSchema>
  >,
  '/api/public/blog-posts/choosing-an-electric-bike': { post: publicPost } satisfies Infer<typeof publicBlogPostResponseSchema>,
  '/api/shop/schedule': { stores: [] } satisfies Infer<typeof scheduleSchema>,
  '/api/stock-location/current': { current_location: 1, current_location_name: 'Liège' } satisfies Infer<typeof stockLocationCurrentSchema>,
};

function api(user: ReturnType<typeof makeUser> | null) {
  return mockApi((call: ApiCall) => {
    if (call.path === '/api/auth/check') return json(200, user ? { authenticated: true, user } : { authenticated: false, user: null });
    return call.path in API ? json(200, API[call.path]) : undefined;
  });
}

const admin = makeUser({ language: 'en', firstname: 'Anne', lastname: 'Admin', permission: ['admin'] });

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=test; path=/';
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('blog pages: one h1, a main landmark, no serious axe violation', { timeout: 30_000 }, () => {
  it.each([
    ['/en/dashboard/blog', 'Blog', 'A draft'],
    ['/en/dashboard/blog/create', 'New post', 'Leave empty to make it from the title.'],
    ['/en/dashboard/blog/choosing-an-electric-bike/details', 'Choosing an electric bike', 'Unpublish'],
    ['/en/dashboard/blog/choosing-an-electric-bike/edit', 'Edit the post', 'Leave empty to make it from the title.'],
  ])('admin %s', async (url, title, text) => {
    api(admin);
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
    await screen.findAllByText(text, {}, { timeout: 5_000 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  });

  it.each([
    ['/en/blog', 'The blog', 'Choosing an electric bike'],
    ['/en/blog/choosing-an-electric-bike', 'Choosing an electric bike', 'The motor'],
  ])('public %s', async (url, title, text) => {
    api(null);
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
    await screen.findAllByText(text);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  });
});
