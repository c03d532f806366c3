/**
 * Field errors (from the browser's checks or the API's 422) for inputs that edit a whole list:
 * `emailDomains.1` belongs to the `emailDomains` input. Returns the first error under `path` with the
 * index of the list item it names, if any.
 */
export function listError(errors: Record<string, unknown>, path: string): { code: unknown; index: number | null } | null {
  for (const [key, code] of Object.entries(errors)) {
    if (key === path) return { code, index: null };
    const match = new RegExp(`^${path.replace(/\./g, '\\.')}\\.(\\d+)$`).exec(key);
    if (match) return { code, index: Number(match[1]) };
  }
  return null;
}
