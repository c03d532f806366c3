import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** Where uploaded files live; a local folder by default. An S3-compatible adapter implements the same three calls. */
export type FileStorage = {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
};

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

export function createLocalFileStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data);
    },
    async get(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch {
        return null;
      }
    },
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
  };
}

/** Trust the bytes, not the name or the declared type. */
export function sniffImageType(data: Buffer): 'image/jpeg' | 'image/png' | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (data.length >= 8 && png.every((b, i) => data[i] === b)) return 'image/png';
  return null;
}

/** Documents: a PDF, or a JPG or PNG (a scan, a photo of a signed page). */
export function sniffDocumentType(data: Buffer): 'application/pdf' | 'image/jpeg' | 'image/png' | null {
  if (data.length >= 5 && data.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return sniffImageType(data);
}

export const extensionOf = (type: string) => ({ 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' })[type] ?? 'bin';

/** Characters that reorder or hide text: `invoice\u202Efdp.html` shows as "invoicelmth.pdf". */
const BIDI_CONTROLS = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/**
 * A file name fit to show and to send back: no folders, no control or direction characters, at most 200
 * characters, and the extension of the type the bytes were checked to be (the fallback's), so a
 * `report.html` that is really a PDF is offered as `report.html.pdf` (issue 10 point 8). The name is display
 * text only: files are stored under a generated key.
 */
export function cleanFileName(name: string | undefined, fallback: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  let clean = [...base.replace(BIDI_CONTROLS, '')]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && !(ch.charCodeAt(0) >= 0x7f && ch.charCodeAt(0) <= 0x9f))
    .join('')
    .trim()
    .slice(0, 190);
  const ext = /\.([a-z0-9]+)$/i.exec(fallback)?.[1];
  if (clean && ext && !clean.toLowerCase().endsWith(`.${ext}`) && !(ext === 'jpg' && /\.jpeg$/i.test(clean))) clean = `${clean}.${ext}`;
  return clean || fallback;
}

/** `attachment` with an ASCII fallback name and the real one in RFC 5987 form, so accents survive. */
export function contentDisposition(name: string, kind: 'attachment' | 'inline' = 'attachment'): string {
  const ascii =
    name
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_') || 'file';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export type UploadedFile = { data: Buffer; filename: string | undefined };

/**
 * The one file of a multipart/form-data upload, at most `maxBytes`: 413 file_too_large above that,
 * 422 when the body is not readable multipart (a client's mistake, never a 500).
 */
export async function readUploadedFile(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  return (await readUpload(request, maxBytes)).data;
}

/** Like readUploadedFile, with the name the browser gave the file. */
export async function readUpload(request: FastifyRequest, maxBytes: number): Promise<UploadedFile> {
  if (!request.isMultipart()) throw new AppError(422, 'validation_failed', 'Send multipart/form-data', { file: 'required' });
  try {
    const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!file) throw new AppError(422, 'validation_failed', 'No file', { file: 'required' });
    const data = await file.toBuffer();
    if (file.file.truncated) throw new AppError(413, 'file_too_large', 'The file is too large');
    return { data, filename: file.filename };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'file_too_large', 'The file is too large');
    // The plugin's own limits carry a status; the parser's "boundary not found" or "unexpected end" do not.
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw new AppError(422, 'validation_failed', 'The upload could not be read', { file: 'invalid' });
  }
}
