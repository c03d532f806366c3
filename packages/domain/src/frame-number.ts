/**
 * Frame numbers are compared in one canonical form: upper-case, without the separators that
 * people type or labels print between groups (spaces, hyphens, dots, slashes). So a scanned
 * "wbk 123-456" and a typed "WBK123456" are the same bike, and the unique index sees one value.
 */
const SEPARATORS = /[\s\-./]+/g;
const CANONICAL = /^[A-Z0-9]{4,32}$/;

export function normalizeFrameNumber(raw: string): string {
  return raw.normalize('NFKC').toUpperCase().replace(SEPARATORS, '');
}

/** A frame number is 4 to 32 letters or digits once normalised; anything else is a typo or a wrong scan. */
export function isValidFrameNumber(raw: string): boolean {
  return CANONICAL.test(normalizeFrameNumber(raw));
}

/** Key, lock and plate references are codes too: trimmed, upper-case, inner spaces collapsed. */
export function normalizeReference(raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined) return null;
  const value = raw.normalize('NFKC').trim().toUpperCase().replace(/\s+/g, ' ');
  return value === '' ? null : value;
}
