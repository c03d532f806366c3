import { addDays, brusselsToday } from '@veloport/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoApp } from '../test/demo-app';

/**
 * Architecture rule: a list's query count does not grow with its length. This walks every GET route whose
 * answer is a page ({ data, meta }) as the published contract says, so a new list is checked without being named here.
 * (platform/list.test.ts adds rows to the lists the demo data leaves nearly empty: histories, documents, contacts.)
 */
const t = useDemoApp();
const admin = t.signedIn('admin');
let acme: number;
let lists: string[] = [];

type Schema = { properties?: Record<string, unknown> };
type OpenApi = { paths: Record<string, { get?: { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> } }> };

beforeAll(async () => {
  acme = (await admin.get('/api/companies/list/minimal')).body.data.find((c: { name: string }) => c.name === 'Acme').id;
  const doc = (await admin.get('/api/docs/json')).body as OpenApi;
  lists = Object.entries(doc.paths)
    .filter(([, ops]) => {
      const properties = ops.get?.responses?.['200']?.content?.['application/json']?.schema?.properties;
      return Boolean(properties?.data && properties.meta);
    })
    .map(([p]) => p);
});

/** The query a list cannot answer without (beside `perPage`). */
const REQUIRED: Record<string, string> = {
  '/api/accounting/daybooks/{id}/entries': `page=1&from=${addDays(brusselsToday(), -365)}&to=${brusselsToday()}`,
};

describe('every list costs the same number of queries for 1 row and for 100', () => {
  it('finds the lists in the contract', () => {
    expect(lists.length).toBeGreaterThan(20);
    expect(lists).toContain('/api/stock/bikes');
  });

  it('counts the queries of each list', async () => {
    const results: { list: string; rows: number; one: number; hundred: number }[] = [];
    for (const list of lists) {
      const path = list.replace(/^\/api\/companies\/\{id\}/, `/api/companies/${acme}`).replace(/\{[^}]+\}/g, '1');
      // A list that requires its period or its page to answer with `meta` gets them (a daybook's entries, decision 110).
      const url = `${path}?${REQUIRED[list] ?? ''}`;
      const long = await admin.get(`${url}&perPage=100`);
      expect({ list, status: long.status }).toEqual({ list, status: 200 });
      const one = await t.countQueries(() => admin.get(`${url}&perPage=1`));
      const hundred = await t.countQueries(() => admin.get(`${url}&perPage=100`));
      results.push({ list, rows: long.body.data.length, one, hundred });
    }
    // A list of 4 rows or more shows an N+1 as 3 extra queries or more. Up to two extra queries are the lookups
    // the first row alone did not need (no company and no person to name on it), whatever the length.
    const measured = results.filter((r) => r.rows >= 4);
    expect(measured.length).toBeGreaterThan(12);
    expect(measured.some((r) => r.rows === 100)).toBe(true);
    expect(measured.filter((r) => r.hundred - r.one > 2)).toEqual([]);
  });
});
