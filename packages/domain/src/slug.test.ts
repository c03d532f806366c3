import { describe, expect, it } from 'vitest';
import { searchText, slugify } from './slug';

describe('slugify', () => {
  it('makes lower-case ASCII words joined by hyphens', () => {
    expect(slugify('Riese & Müller Load 75 (2025)')).toBe('riese-muller-load-75-2025');
    expect(slugify('  ---  ')).toBe('item');
  });
});

describe('searchText', () => {
  it('joins parts lower-case without accents, skipping empty ones', () => {
    expect(searchText('Élan', null, 'Vélo', 2025)).toBe('elan velo 2025');
  });
});
