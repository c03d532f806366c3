import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';

/**
 * Schema validation of our UBL files with xmllint compiled to WebAssembly (no native build), decision 045. The official
 * OASIS UBL 2.1 schema is used when its files are in `xsd/maindoc` and `xsd/common`; until then our restricted schema
 * `xsd/subset` (same namespaces, names, order and cardinalities, limited to the elements we write) checks the structure.
 */
const XSD_DIR = path.join(import.meta.dirname, 'xsd');
type Kind = 'invoice' | 'credit_note';
type Files = { schema: { fileName: string; contents: string }; preload: { fileName: string; contents: string }[] };

const read = (dir: string, prefix: string) =>
  existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.xsd')).map((f) => ({ fileName: `${prefix}${f}`, contents: readFileSync(path.join(dir, f), 'utf8') })) : [];

let cache: Record<Kind, Files> | null = null;
function schemas(): Record<Kind, Files> {
  if (cache) return cache;
  const official = existsSync(path.join(XSD_DIR, 'maindoc', 'UBL-Invoice-2.1.xsd'));
  const files = official ? [...read(path.join(XSD_DIR, 'maindoc'), 'maindoc/'), ...read(path.join(XSD_DIR, 'common'), 'common/')] : read(path.join(XSD_DIR, 'subset'), '');
  const pick = (name: string): Files => {
    const main = files.find((f) => f.fileName.endsWith(official ? `maindoc/UBL-${name}-2.1.xsd` : `UBL-${name}-2.1-subset.xsd`));
    if (!main) throw new Error(`UBL schema for ${name} missing in ${XSD_DIR}`);
    return { schema: main, preload: files.filter((f) => f !== main) };
  };
  cache = { invoice: pick('Invoice'), credit_note: pick('CreditNote') };
  return cache;
}

/** Which schema is in use: "oasis-ubl-2.1" or "veloport-ubl-2.1-subset". */
export const ublSchemaName = () => (existsSync(path.join(XSD_DIR, 'maindoc', 'UBL-Invoice-2.1.xsd')) ? 'oasis-ubl-2.1' : 'veloport-ubl-2.1-subset');

/** The schema errors of a UBL invoice or credit note ("" when valid), each as "line N: message". */
export async function validateUblSchema(xml: string, kind: Kind): Promise<string[]> {
  const { schema, preload } = schemas()[kind];
  const result = await validateXML({ xml: [{ fileName: 'document.xml', contents: xml }], schema: [schema], preload });
  return result.errors.map((e) => (e.loc ? `line ${e.loc.lineNumber}: ${e.message}` : e.message));
}
