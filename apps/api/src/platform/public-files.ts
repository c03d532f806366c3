import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from './errors';
import { sniffImageType, type FileStorage } from './files';
import { renderPlaceholder } from './placeholder-image';

/**
 * Storage keys `public/<name>` are photos anyone may see (catalogue, used bikes); URLs are `/api/files/<key>`.
 * Names are flat (`catalog-bikes-12-<random>.png`), so one route parameter serves them all.
 */
export const PUBLIC_PREFIX = 'public/';
const DEMO_PREFIX = 'demo-';
const NAME = /^[a-z0-9][a-z0-9_.-]*\.(png|jpg)$/i;

export const publicFileUrl = (key: string) => `/api/files/${key}`;
export const newPublicKey = (folder: string, type: 'image/png' | 'image/jpeg') =>
  `${PUBLIC_PREFIX}${folder.replace(/\//g, '-')}-${crypto.randomBytes(8).toString('hex')}.${type === 'image/png' ? 'png' : 'jpg'}`;
export const isDemoKey = (key: string) => key.startsWith(`${PUBLIC_PREFIX}${DEMO_PREFIX}`);

const demoCache = new Map<string, Buffer>();

export function registerPublicFiles(app: FastifyInstance, files: FileStorage): void {
  app.get(
    '/api/files/public/:name',
    {
      config: { access: { public: true } },
      schema: { tags: ['files'], summary: 'A public photo (catalogue, used bikes)', params: z.object({ name: z.string().max(200) }) },
    },
    async (request, reply) => {
      const { name } = request.params as { name: string };
      let data: Buffer | null = null;
      if (name.startsWith(DEMO_PREFIX)) {
        const demo = name.slice(DEMO_PREFIX.length);
        data = demoCache.get(demo) ?? renderPlaceholder(demo);
        if (data && demoCache.size < 500) demoCache.set(demo, data);
      } else if (NAME.test(name) && !name.includes('..')) {
        data = await files.get(`${PUBLIC_PREFIX}${name}`);
      }
      const type = data && sniffImageType(data);
      if (!data || !type) throw notFound();
      // Keys never change content (a new upload gets a new random key), so browsers may keep them.
      return reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Content-Disposition', 'inline')
        .type(type)
        .send(data);
    },
  );
}
