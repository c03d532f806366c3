import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Schema validation of our UBL files with xmllint compiled to WebAssembly (no native build), decision 045. The official
 * OASIS UBL 2.1 schema is used when its files are in `xsd/maindoc` and `xsd/common`; until then our restricted schema
 * `xsd/subset` (same namespaces, names, order and cardinalities, limited to the elements we write) checks the structure.
 * The official files keep their release layout: `maindoc/UBL-Invoice-2.1.xsd` imports `../common/…`, which resolves
 * because the files are handed to xmllint under the same relative names (tested in ubl-schema.test.ts).
 */
const XSD_DIR = path.join(import.meta.dirname, 'xsd');
type Kind = 'invoice' | 'credit_note';
type File = { fileName: string; contents: string };
type Files = { schema: File; preload: File[] };
type Loaded = { name: 'oasis-ubl-2.1' | 'veloport-ubl-2.1-subset'; kinds: Record<Kind, Files> };

const read = (dir: string, prefix: string, only?: (f: string) => boolean): File[] =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.xsd') && (!only || only(f)))
        .map((f) => ({ fileName: `${prefix}${f}`, contents: readFileSync(path.join(dir, f), 'utf8') }))
    : [];

const isOfficial = (dir: string) => existsSync(path.join(dir, 'maindoc', 'UBL-Invoice-2.1.xsd'));

/** Reads the schema files of a folder once: the OASIS release's maindoc/ + common/ when present, else subset/. */
function load(dir: string): Loaded {
  if (isOfficial(dir)) {
    // Only the two documents we write from maindoc/ (the release has some 65), and everything under common/.
    const common = read(path.join(dir, 'common'), 'common/');
    const main = (name: string): Files => {
      const [schema] = read(path.join(dir, 'maindoc'), 'maindoc/', (f) => f === `UBL-${name}-2.1.xsd`);
      if (!schema) throw new Error(`UBL schema maindoc/UBL-${name}-2.1.xsd missing in ${dir}`);
      return { schema, preload: common };
    };
    return { name: 'oasis-ubl-2.1', kinds: { invoice: main('Invoice'), credit_note: main('CreditNote') } };
  }
  const files = read(path.join(dir, 'subset'), '');
  const pick = (name: string): Files => {
    const schema = files.find((f) => f.fileName === `UBL-${name}-2.1-subset.xsd`);
    if (!schema) throw new Error(`UBL schema for ${name} missing in ${dir}`);
    return { schema, preload: files.filter((f) => f !== schema) };
  };
  return { name: 'veloport-ubl-2.1-subset', kinds: { invoice: pick('Invoice'), credit_note: pick('CreditNote') } };
}

const cache = new Map<string, Loaded>();
const schemas = (dir: string) => {
  let loaded = cache.get(dir);
  if (!loaded) cache.set(dir, (loaded = load(dir)));
  return loaded;
};

/** Which schema is in use: "oasis-ubl-2.1" or "veloport-ubl-2.1-subset". */
export const ublSchemaName = (dir = XSD_DIR) => schemas(dir).name;

/** The schema errors of a UBL invoice or credit note ([] when valid), each as "line N: message". */
export async function validateUblSchema(xml: string, kind: Kind, dir = XSD_DIR): Promise<string[]> {
  const { schema, preload } = schemas(dir).kinds[kind];
  // Loaded on first use: not part of every start (decision 071).
  const { validateXML } = await import('xmllint-wasm');
  const result = await validateXML({ xml: [{ fileName: 'document.xml', contents: xml }], schema: [schema], preload });
  return result.errors.map((e) => (e.loc ? `line ${e.loc.lineNumber}: ${e.message}` : e.message));
}
