import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Schema validation of our UBL files against the official OASIS UBL 2.1 schema (`xsd/`, the release's runtime schemas:
 * decision 114), with xmllint compiled to WebAssembly (no native build, decision 045). The files keep the release's
 * layout: `maindoc/UBL-Invoice-2.1.xsd` imports `../common/…`, which resolves because the files are handed to xmllint
 * under the same relative names.
 */
const XSD_DIR = path.join(import.meta.dirname, 'xsd');
type Kind = 'invoice' | 'credit_note';
type File = { fileName: string; contents: string };
type Files = { schema: File; preload: File[] };

const read = (dir: string, prefix: string): File[] =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.xsd'))
    .map((f) => ({ fileName: `${prefix}${f}`, contents: readFileSync(path.join(dir, f), 'utf8') }));

/** Read once per process, on first use: the two documents we write from maindoc/ and everything under common/. */
let loaded: Record<Kind, Files> | undefined;
function schemas(): Record<Kind, Files> {
  if (loaded) return loaded;
  const common = read(path.join(XSD_DIR, 'common'), 'common/');
  const main = read(path.join(XSD_DIR, 'maindoc'), 'maindoc/');
  const pick = (name: string): Files => {
    const schema = main.find((f) => f.fileName === `maindoc/UBL-${name}-2.1.xsd`);
    if (!schema) throw new Error(`UBL schema maindoc/UBL-${name}-2.1.xsd missing in ${XSD_DIR}`);
    return { schema, preload: common };
  };
  return (loaded = { invoice: pick('Invoice'), credit_note: pick('CreditNote') });
}

/** The schema errors of a UBL invoice or credit note ([] when valid), each as "line N: message". */
export async function validateUblSchema(xml: string, kind: Kind): Promise<string[]> {
  const { schema, preload } = schemas()[kind];
  // Loaded on first use: not part of every start (decision 071).
  const { validateXML } = await import('xmllint-wasm');
  const result = await validateXML({ xml: [{ fileName: 'document.xml', contents: xml }], schema: [schema], preload });
  return result.errors.map((e) => (e.loc ? `line ${e.loc.lineNumber}: ${e.message}` : e.message));
}

/** The document a UBL file says it is, from its root element; null for anything else. */
const rootKind = (xml: string): Kind | null => {
  const root = /<(?:[\w.-]+:)?(Invoice|CreditNote)[\s>/]/.exec(xml.replace(/<!--[\s\S]*?-->|<\?[\s\S]*?\?>/g, ''));
  return root ? (root[1] === 'Invoice' ? 'invoice' : 'credit_note') : null;
};

/**
 * A received UBL's schema errors in the shape of the official rules' findings (rule "UBL-2.1-XSD", fatal), so that a
 * supplier invoice's page lists them beside the EN 16931 and Peppol rules it breaks (decision 114).
 */
export async function ublSchemaViolations(xml: string): Promise<{ rule: string; flag: 'fatal'; message: string }[]> {
  const kind = rootKind(xml);
  if (!kind) return [];
  return (await validateUblSchema(xml, kind)).map((message) => ({ rule: 'UBL-2.1-XSD', flag: 'fatal' as const, message }));
}
