import { COMPANY_DOCUMENT_MAX_BYTES, COMPANY_DOCUMENT_TYPES } from '@veloport/domain';

export type DocumentFileProblem = 'type' | 'size' | 'empty';

const EXTENSIONS = /\.(pdf|jpe?g|png)$/i;

/** Checked before upload so the user learns at once; the server checks the content again. */
export function documentFileProblem(file: Pick<File, 'name' | 'size' | 'type'>): DocumentFileProblem | null {
  const typeOk = file.type ? (COMPANY_DOCUMENT_TYPES as readonly string[]).includes(file.type) : EXTENSIONS.test(file.name);
  if (!typeOk) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > COMPANY_DOCUMENT_MAX_BYTES) return 'size';
  return null;
}

export const DOCUMENT_MAX_MB = COMPANY_DOCUMENT_MAX_BYTES / (1024 * 1024);

/** "2.4 MB", "312 kB": sizes as people read them. */
export function formatFileSize(bytes: number, locale: string): string {
  const format = (n: number, unit: string) => `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(n)} ${unit}`;
  if (bytes >= 1024 * 1024) return format(bytes / (1024 * 1024), 'MB');
  if (bytes >= 1024) return format(bytes / 1024, 'kB');
  return format(bytes, 'B');
}
