import { describe, expect, it } from 'vitest';
import { changedFields } from './history';

describe('changedFields', () => {
  it('lists the fields whose value changed, nested values compared whole', () => {
    expect(
      changedFields(
        { name: 'Acme', domains: ['acme.test'], city: 'Liège' },
        { name: 'Acme SA', domains: ['acme.test', 'acme.be'], city: 'Liège' },
      ),
    ).toEqual([
      { field: 'name', before: 'Acme', after: 'Acme SA' },
      { field: 'domains', before: ['acme.test'], after: ['acme.test', 'acme.be'] },
    ]);
  });

  it('treats a creation and a deletion as every field changing, and ignores timestamps', () => {
    expect(changedFields(null, { name: 'Acme', updatedAt: 'x' })).toEqual([{ field: 'name', before: null, after: 'Acme' }]);
    expect(changedFields({ name: 'Acme' }, null)).toEqual([{ field: 'name', before: 'Acme', after: null }]);
  });

  it('treats a missing field and null alike', () => {
    expect(changedFields({ phone: null }, {})).toEqual([]);
  });
});
