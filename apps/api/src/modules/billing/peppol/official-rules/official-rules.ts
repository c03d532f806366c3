import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import SaxonJS from 'saxon-js';

/**
 * The official rules of an e-invoice (decision 108): the EN 16931 business rules (CEN's Schematron as published in
 * XSLT, v1.3.16) and the Peppol BIS Billing 3.0 rules (OpenPeppol's Schematron, 3.0.19), run by SaxonJS on the UBL
 * text itself. Both are compiled once (`scripts/einvoice-rules.mjs`, at `npm install`); loaded on first use, not at
 * every start (decision 071).
 */
export type OfficialViolation = {
  /** The rule's official id: BR-CO-15, PEPPOL-EN16931-R008, PEPPOL-COMMON-R043… */
  rule: string;
  /** `fatal` refuses the document; `warning` does not. */
  flag: string;
  message: string;
  /** Where in the document (an XPath). */
  location: string;
};

type Compiled = Record<'en16931' | 'peppol', unknown>;
const ROOT = path.join(import.meta.dirname, '../../../../../../..');
let loading: Promise<Compiled> | null = null;

async function load(): Promise<Compiled> {
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(ROOT, 'scripts/einvoice-rules.mjs'), '--json'], {
    maxBuffer: 1 << 20,
  });
  const files = JSON.parse(stdout) as Record<keyof Compiled, string>;
  const [en16931, peppol] = await Promise.all(
    [files.en16931, files.peppol].map(async (f) => JSON.parse(await readFile(f, 'utf8')) as unknown),
  );
  return { en16931, peppol };
}

const compiled = () => (loading ??= load().catch((error: unknown) => ((loading = null), Promise.reject(error))));

const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
const attribute = (tag: string, name: string) => unescape(new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? '');

/** The broken rules in a rule set's output: SVRL's failed asserts and successful reports, or our converter's failures. */
function violationsIn(output: string): OfficialViolation[] {
  const found: OfficialViolation[] = [];
  const pattern = /<(svrl:failed-assert|svrl:successful-report|failure)\b([^>]*)>([\s\S]*?)<\/\1>/g;
  for (const [, , attributes, body] of output.matchAll(pattern)) {
    const text = /<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(body!)?.[1] ?? body!;
    found.push({
      rule: attribute(attributes!, 'id'),
      flag: attribute(attributes!, 'flag') || 'fatal',
      message: unescape(text.replace(/<[^>]+>/g, ''))
        .replace(/\s+/g, ' ')
        .trim(),
      location: attribute(attributes!, 'location'),
    });
  }
  return found;
}

async function run(stylesheet: unknown, xml: string): Promise<OfficialViolation[]> {
  const result = (await SaxonJS.transform({ stylesheetInternal: stylesheet, sourceText: xml, destination: 'serialized' }, 'async')) as {
    principalResult: string;
  };
  return violationsIn(result.principalResult);
}

/**
 * The Peppol rules that only make sense on the network: the buyer's and the seller's electronic address. A UBL file
 * handed to a private customer by e-mail or download has no Peppol address to give (as `RuleOptions.network` in
 * peppol-rules.ts).
 */
const NETWORK_ONLY = new Set(['PEPPOL-EN16931-R010', 'PEPPOL-EN16931-R020']);

/**
 * Every official rule a UBL invoice or credit note breaks, fatal or warning ([] when it passes both rule sets).
 * `network`: the document goes over the Peppol network (its addressing rules apply).
 */
export async function checkOfficialRules(xml: string, { network = true }: { network?: boolean } = {}): Promise<OfficialViolation[]> {
  const rules = await compiled();
  const found = [...(await run(rules.en16931, xml)), ...(await run(rules.peppol, xml))];
  return network ? found : found.filter((v) => !NETWORK_ONLY.has(v.rule));
}

/** One rule set alone (the official unit tests check the Peppol rules on document fragments). */
export async function checkRuleSet(name: 'en16931' | 'peppol', xml: string): Promise<OfficialViolation[]> {
  return run((await compiled())[name], xml);
}

/** Only what refuses the document. */
export const fatalOnly = (violations: OfficialViolation[]) => violations.filter((v) => v.flag === 'fatal');
