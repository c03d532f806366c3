import { describe, expect, it } from 'vitest';
import type { TestClient } from './harness';
import { useDemoApp } from './demo-app';

/**
 * Every operation of the OpenAPI document, fed malformed input (issue 10 point 4, issue 9 point 8):
 * loose or out-of-range ids, NUL bytes and lone surrogates in paths, queries and JSON bodies, numbers
 * beyond int4. The answer may be any refusal; it may never be a 500.
 */
const t = useDemoApp();

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  format?: string;
  $ref?: string;
};
type Operation = {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  security?: unknown[];
};
type OpenApi = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };

const BAD_IDS = ['0x4', '%204', '4e0', '2147483648', '%00', '-1', 'abc', '%ED%A0%80'];
const NUL = '\u0000';
const LONE = 'a\ud800b';

/** A body shaped like the schema, with every string set to `text` and every number to `num`. */
function bodyFor(schema: Schema | undefined, text: string, num: number, depth = 0): unknown {
  if (!schema || depth > 6) return text;
  const pick = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (pick) return bodyFor(pick, text, num, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, bodyFor(v, text, num, depth + 1)]));
  }
  if (type === 'array') return [bodyFor(schema.items, text, num, depth + 1)];
  if (type === 'integer' || type === 'number') return num;
  if (type === 'boolean') return true;
  return text;
}

async function admin(): Promise<TestClient> {
  const c = t.client();
  await c.login('admin@veloport.test');
  return c;
}

describe('the fuzz of every OpenAPI operation', () => {
  it('answers malformed ids, NUL bytes, lone surrogates and huge numbers without a single 5xx', async () => {
    const doc = (await t.client().get('/api/docs/json')).body as OpenApi;
    const failures: string[] = [];
    let sent = 0;
    let signedIn = await admin();
    const anonymous = t.client();
    // Signed-out callers only reach the public operations; the others answer 401 before reading anything.
    const publicRoutes = new Set(
      t.app.declaredRoutes.filter((r) => 'public' in r.access).map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`),
    );

    const send = async (client: TestClient, method: string, url: string, body?: unknown) => {
      const res = await client.request(method.toUpperCase() as 'POST', url, body);
      sent++;
      if (res.status >= 500)
        failures.push(`${res.status} ${method.toUpperCase()} ${url} ${body === undefined ? '' : JSON.stringify(body).slice(0, 80)}`);
      return res;
    };

    for (const [template, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        // Signing out or rotating the admin's own session is not malformed input; keep the admin signed in.
        if (/\/auth\/logout$/.test(template)) continue;
        const params = (op.parameters ?? []).filter((p) => p.in === 'path');
        const queries = (op.parameters ?? []).filter((p) => p.in === 'query');
        const fill = (values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '1');
        const jsonSchema = op.requestBody?.content?.['application/json']?.schema;
        const hasBody = !['get', 'head', 'delete'].includes(method);

        const callers = publicRoutes.has(`${method.toUpperCase()} ${template}`) ? [signedIn, anonymous] : [signedIn];
        for (const client of callers) {
          // Each path parameter, one at a time, takes every malformed spelling.
          for (const p of params) for (const bad of BAD_IDS) await send(client, method, fill({ [p.name]: bad }), hasBody ? {} : undefined);
          // Each query parameter, one at a time: NUL, a lone surrogate (an invalid UTF-8 escape), loose and huge numbers.
          for (const q of queries) {
            for (const bad of ['a%00b', '%ED%A0%80', '2147483648', '0x4'])
              await send(client, method, `${fill({})}?${q.name}=${bad}`, hasBody ? {} : undefined);
          }
          if (hasBody && jsonSchema) {
            for (const [text, num] of [
              [NUL, 1],
              [LONE, 1],
              ['x', 2147483648],
              ['x', 1e300],
              [`x${NUL}`, -2147483649],
            ] as const) {
              await send(client, method, fill({}), bodyFor(jsonSchema, text, num));
            }
          }
          // A state change may have ended the admin's session (password, e-mail): sign in again.
          if (client === signedIn && (await signedIn.get('/api/me')).status === 401) signedIn = await admin();
        }
      }
    }
    expect(publicRoutes.size).toBeGreaterThan(10);
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  }, 300_000);
});
