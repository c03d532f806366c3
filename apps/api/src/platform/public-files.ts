import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from './errors';
import { sniffImageType, type FileStorage } from './files';
import { renderPlaceholder } from './placeholder-image';

/** Storage keys under `public/` are photos anyone may see (catalogue, used bikes); URLs are `/api/files/<key>`. */
export const PUBLIC_PREFIX = 'public/';
const DEMO_PREFIX = 'public/demo/';

export const publicFileUrl = (key: string) => `/api/files/${key}`;
export const newPublicKey = (folder: string, type: 'image/png' | 'image/jpeg') =>
  `${PUBLIC_PREFIX}${folder}/${crypto.randomBytes(8).toString('hex')}.${type === 'image/png' ? 'png' : 'jpg'}`;

const demoCache = new Map<string, Buffer>();

export function registerPublicFiles(app: FastifyInstance, files: FileStorage): void {
  app.get(
    '/api/files/public/*',
    { config: { access: { public: true } }, schema: { tags: ['files'], summary: 'A public photo (catalogue, used bikes)', params: z.object({ '*': z.string().max(300) }) } },
    async (request, reply) => {
      const key = `${PUBLIC_PREFIX}${(request.params as { '*': string })['*']}`;
      let data: Buffer | null;
      if (key.startsWith(DEMO_PREFIX)) {
        const name = key.slice(DEMO_PREFIX.length);
        data = demoCache.get(name) ?? renderPlaceholder(name);
        if (data && demoCache.size < 500) demoCache.set(name, data);
      } else {
        data = /^[a-z0-9/_.-]+$/i.test(key) && !key.includes('..') ? await files.get(key) : null;
      }
      const type = data && sniffImageType(data);
      if (!data || !type) throw notFound();
      // Keys never change content (a new upload gets a new random key), so browsers may keep them.
      return reply.header('Cache-Control', 'public, max-age=31536000, immutable').type(type).send(data);
    },
  );
}
