import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { auditOf, png } from '../../../test/fixtures';

const t = useDemoApp();
const admin = t.signedIn('admin');
const fleetAcme = t.signedIn('fleetAcme');
const employee = t.signedIn('employee');
const sales = t.signedIn('sales');
let n = 1;

const post = (over: Record<string, unknown> = {}) => ({
  title: `Rouler sous la pluie ${n++}`,
  summary: 'Nos conseils',
  body: '<h2>Équipement</h2><p>Un bon <strong>imperméable</strong>.</p>',
  locale: 'fr',
  tags: ['Conseils'],
  ...over,
});

async function newPost(over: Record<string, unknown> = {}) {
  const res = await admin.post('/api/blog-posts', post(over));
  if (res.status !== 201) throw new Error(`post: ${res.status} ${res.raw}`);
  return res.body as { id: number; slug: string; body: string };
}

describe('blog posts: written by admins, read by everyone once published', () => {
  it('creates a draft with a slug from the title, edits it and records every change', async () => {
    const created = await newPost({ title: 'Vélo cargo : le guide complet' });
    expect(created).toMatchObject({
      slug: 'velo-cargo-le-guide-complet',
      status: 'draft',
      publishAt: null,
      tags: ['conseils'],
      author: { id: admin.user.id },
    });
    const again = await newPost({ title: 'Vélo cargo : le guide complet' });
    expect(again.slug).toBe('velo-cargo-le-guide-complet-2');
    const taken = await admin.put(`/api/blog-posts/${again.id}`, post({ slug: created.slug }));
    expect(taken.status).toBe(422);
    expect(taken.body.error.fields).toEqual({ slug: 'slug_taken' });

    const edited = await admin.put(
      `/api/blog-posts/${created.id}`,
      post({ title: 'Le guide du vélo cargo', slug: 'guide-cargo', locale: 'nl' }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Le guide du vélo cargo', slug: 'guide-cargo', locale: 'nl' });
    expect((await admin.get('/api/blog-posts/guide-cargo')).body.id).toBe(created.id);
    const history = (await admin.get(`/api/blog-posts/${created.id}/history`)).body.data.map((h: { action: string }) => h.action);
    expect(history).toEqual(['blog_post.updated', 'blog_post.created']);
  });

  it('refuses other roles and anonymous visitors, and bad input with field errors', async () => {
    for (const caller of [fleetAcme, employee, sales]) {
      expect((await caller.get('/api/blog-posts')).status).toBe(403);
      expect((await caller.post('/api/blog-posts', post())).status).toBe(403);
    }
    expect((await t.client().get('/api/blog-posts')).status).toBe(401);
    const bad = await admin.post('/api/blog-posts', { title: ' ', locale: 'de', slug: 'Not A Slug', tags: 'x' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['locale', 'slug', 'tags', 'title']);
    expect((await admin.get('/api/blog-posts/999999')).status).toBe(404);
    expect((await admin.post('/api/blog-posts/999999/publish', {})).status).toBe(404);
  });

  it('keeps only safe HTML: no script, no event handler, no javascript: link, in every text field', async () => {
    const created = await newPost({
      title: '<script>alert(1)</script>Titre',
      summary: '<img src=x onerror=alert(1)>',
      body: [
        '<h2 onclick="steal()">Titre</h2><script>alert(1)</script><style>body{display:none}</style>',
        '<p>Texte <a href="javascript:alert(1)">piège</a> <a href="jav&#x09;ascript:alert(2)">encore</a> <a href="https://example.be/x?a=1&amp;b=2" target="_blank">bon lien</a></p>',
        '<img src="x" onerror="alert(1)"><img src="/api/files/public/blog-1-ab.png" alt="Un &quot;vélo&quot;" onload="x()">',
        '<iframe src="https://evil.example"></iframe><p style="color:red">fin <b>non fermé',
        '<svg><script>alert(3)</script></svg><a href="data:text/html,<script>alert(4)</script>">data</a>',
      ].join(''),
    });
    const stored = (await admin.get(`/api/blog-posts/${created.id}`)).body;
    expect(stored.body).toBe(
      '<h2>Titre</h2><p>Texte <a>piège</a> <a>encore</a> <a href="https://example.be/x?a=1&amp;b=2" rel="noopener noreferrer nofollow">bon lien</a></p>' +
        '<img src="/api/files/public/blog-1-ab.png" alt="Un &quot;vélo&quot;" loading="lazy"><p>fin <b>non fermé<a>data</a></b></p>',
    );
    // Titles and summaries are text: stored as typed, and the pages write them as text (React escapes them).
    expect(stored.title).toBe('<script>alert(1)</script>Titre');
    const feed = await admin.post(`/api/blog-posts/${created.id}/publish`, {});
    expect(feed.status).toBe(200);
    const rss = await t.client().get('/fr/blog/rss.xml');
    expect(rss.raw).toContain('&lt;script&gt;alert(1)&lt;/script&gt;Titre');
    expect(rss.raw).not.toContain('<script>');
  });

  it('publishes, schedules and unpublishes: visitors see only what is due, in its language', async () => {
    const now = await newPost({ locale: 'en', title: 'Published now' });
    const later = await newPost({ locale: 'en', title: 'Scheduled for tomorrow' });
    const draft = await newPost({ locale: 'en', title: 'Still a draft' });
    const anonymous = t.client();

    expect((await anonymous.get(`/api/public/blog-posts/${now.slug}`)).status).toBe(404);
    const published = await admin.post(`/api/blog-posts/${now.id}/publish`, {});
    expect(published.body.status).toBe('published');
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await admin.post(`/api/blog-posts/${later.id}/publish`, { publishAt: tomorrow });
    expect(scheduled.body).toMatchObject({ status: 'scheduled', publishAt: tomorrow });
    expect((await admin.post(`/api/blog-posts/${later.id}/publish`, { publishAt: 'tomorrow' })).status).toBe(422);

    const page = await anonymous.get(`/api/public/blog-posts/${now.slug}`);
    expect(page.status).toBe(200);
    expect(page.body.post).toMatchObject({ title: 'Published now', locale: 'en', body: expect.stringContaining('<strong>') });
    expect((await anonymous.get(`/api/public/blog-posts/${later.slug}`)).status).toBe(404);
    expect((await anonymous.get(`/api/public/blog-posts/${draft.slug}`)).status).toBe(404);

    const titles = async (locale: string) =>
      (await anonymous.get(`/api/public/blog-posts?locale=${locale}&perPage=50`)).body.data.map((p: { title: string }) => p.title);
    expect(await titles('en')).toContain('Published now');
    expect(await titles('en')).not.toContain('Scheduled for tomorrow');
    expect(await titles('en')).not.toContain('Still a draft');
    expect(await titles('fr')).not.toContain('Published now');
    expect((await anonymous.get('/api/public/blog-posts?locale=en&perPage=50')).body.data[0]).not.toHaveProperty('body');

    const scheduledList = (await admin.get('/api/blog-posts?status=scheduled&locale=en')).body.data.map((p: { id: number }) => p.id);
    expect(scheduledList).toContain(later.id);
    expect(scheduledList).not.toContain(now.id);

    const back = await admin.post(`/api/blog-posts/${now.id}/unpublish`);
    expect(back.body.status).toBe('draft');
    expect((await anonymous.get(`/api/public/blog-posts/${now.slug}`)).status).toBe(404);
    expect((await auditOf(t.db, 'blog_post', now.id)).map((a) => a.action)).toEqual([
      'blog_post.unpublished',
      'blog_post.published',
      'blog_post.created',
    ]);
  });

  it('takes a cover photo (JPG or PNG only) and images for the body, served publicly', async () => {
    const created = await newPost({ locale: 'nl', title: 'Met een foto' });
    const notImage = await admin.upload(`/api/blog-posts/${created.id}/cover`, {
      filename: 'x.png',
      contentType: 'image/png',
      data: Buffer.from('<svg onload=alert(1)>'),
    });
    expect(notImage.status).toBe(422);
    expect(
      (await employee.upload(`/api/blog-posts/${created.id}/cover`, { filename: 'x.png', contentType: 'image/png', data: png() })).status,
    ).toBe(403);
    const cover = await admin.upload(`/api/blog-posts/${created.id}/cover`, {
      filename: 'fiets.png',
      contentType: 'image/png',
      data: png(),
    });
    expect(cover.status).toBe(200);
    expect(cover.body.post.cover.url).toMatch(/^\/api\/files\/public\/blog-\d+-[0-9a-f]+\.png$/);
    const served = await t.client().get(cover.body.post.cover.url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const image = await admin.upload(`/api/blog-posts/${created.id}/images`, { filename: 'in.png', contentType: 'image/png', data: png() });
    expect(image.status).toBe(200);
    const withImage = await admin.put(
      `/api/blog-posts/${created.id}`,
      post({ locale: 'nl', title: 'Met een foto', body: `<p>Kijk:</p><img src="${image.body.url}" alt="Fiets">` }),
    );
    expect(withImage.body.body).toContain(`<img src="${image.body.url}" alt="Fiets" loading="lazy">`);
    const removed = await admin.delete(`/api/blog-posts/${created.id}/cover`);
    expect(removed.body.cover).toBeNull();
  });

  it('lists published posts in the sitemap and in the RSS feed of their language', async () => {
    const created = await newPost({ locale: 'nl', title: 'In de sitemap' });
    const hidden = await newPost({ locale: 'nl', title: 'Niet in de sitemap' });
    await admin.post(`/api/blog-posts/${created.id}/publish`, {});
    const sitemap = (await t.client().get('/sitemap.xml')).raw;
    expect(sitemap).toContain(`/nl/blog/${created.slug}</loc>`);
    expect(sitemap).toContain('/fr/blog</loc>');
    expect(sitemap).not.toContain(hidden.slug);

    const nl = await t.client().get('/nl/blog/rss.xml');
    expect(nl.status).toBe(200);
    expect(nl.headers['content-type']).toContain('application/rss+xml');
    expect(nl.raw).toContain('<title>In de sitemap</title>');
    expect(nl.raw).not.toContain('Niet in de sitemap');
    expect((await t.client().get('/en/blog/rss.xml')).raw).not.toContain('In de sitemap');
  });

  it('lists with search, filters, sort and pagination', async () => {
    await newPost({ title: 'Zébre unique recherche', tags: ['zebra'] });
    const found = await admin.get(`/api/blog-posts?q=${encodeURIComponent('zébre')}`);
    expect(found.body.data.map((p: { title: string }) => p.title)).toEqual(['Zébre unique recherche']);
    expect((await admin.get('/api/blog-posts?tag=zebra')).body.meta.total).toBe(1);
    const paged = await admin.get('/api/blog-posts?perPage=2&page=2&sort=title&order=asc');
    expect(paged.body.meta).toMatchObject({ page: 2, perPage: 2 });
    expect(paged.body.data).toHaveLength(2);
    expect(paged.body.data[0]).not.toHaveProperty('body');
  });
});
