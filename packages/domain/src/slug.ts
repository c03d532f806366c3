/** "Riese & Müller Load 75 (2025)" → "riese-muller-load-75-2025": lower-case ASCII words joined by hyphens. */
export function slugify(text: string, maxLength = 80): string {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, maxLength).replace(/-+$/, '') || 'item';
}

/** The text a list's `q` searches: lower-case without accents, so "mueller" style typing aside, "Müller" matches "muller". */
export function searchText(...parts: (string | number | null | undefined)[]): string {
  return parts
    .filter((p) => p !== null && p !== undefined && p !== '')
    .join(' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
