import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkOfficialRules, checkRuleSet, fatalOnly } from './official-rules';

const here = import.meta.dirname;
const example = readFileSync(path.join(here, 'examples/BIS3_Invoice_positive.xml'), 'utf8');

/**
 * OpenPeppol's own unit tests of its rules (rules/unit-UBL-PEPPOL, 3.0.19): each test is a document fragment and the
 * rules it must pass (`success`) or break (`error` fatal, `warning`). They check our Schematron converter
 * (schematron-to-xslt.xsl) against what the rules' authors expect.
 */
function unitTests() {
  const dir = path.join(here, 'peppol-unit-tests');
  return readdirSync(dir).flatMap((file) => {
    // A test the authors commented out (with its rule) is not one.
    const text = readFileSync(path.join(dir, file), 'utf8').replace(/<!--[\s\S]*?-->/g, '');
    return [...text.matchAll(/<test>([\s\S]*?)<\/test>/g)].map(([, body], i) => {
      const assert = /<assert>([\s\S]*?)<\/assert>/.exec(body!)![1]!;
      const expected = [...assert.matchAll(/<(success|error|warning)>([^<]+)<\/\1>/g)].map(([, kind, rule]) => ({
        kind: kind!,
        rule: rule!.trim(),
      }));
      const document = body!.replace(/<assert>[\s\S]*?<\/assert>/, '').trim();
      return { name: `${file} #${i + 1}`, document, expected };
    });
  });
}

describe('the official e-invoice rules', () => {
  it("pass OpenPeppol's unit tests of the Peppol BIS Billing 3.0 rules", { timeout: 120_000 }, async () => {
    const tests = unitTests();
    expect(tests.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const test of tests) {
      const broken = await checkRuleSet('peppol', test.document);
      for (const { kind, rule } of test.expected) {
        const hit = broken.filter((v) => v.rule === rule);
        const ok =
          kind === 'success'
            ? hit.length === 0
            : kind === 'error'
              ? hit.some((v) => v.flag === 'fatal')
              : hit.some((v) => v.flag === 'warning');
        if (!ok) wrong.push(`${test.name}: expected ${kind} of ${rule}, got ${hit.map((v) => v.flag).join(',') || 'nothing'}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('accept the official example and name what a changed total or a bad Belgian address breaks', async () => {
    expect(await checkOfficialRules(example)).toEqual([]);

    // The amount due no longer follows from the totals: an EN 16931 rule.
    const badTotal = example.replace(/<cbc:PayableAmount currencyID="(\w+)">[^<]+</, '<cbc:PayableAmount currencyID="$1">1.00<');
    expect(fatalOnly(await checkOfficialRules(badTotal)).map((v) => v.rule)).toContain('BR-CO-16');

    // A Belgian enterprise number with a wrong check (0208): a Peppol rule.
    const badAddress = example.replace(/<cbc:EndpointID schemeID="0184">DK12345678</, '<cbc:EndpointID schemeID="0208">0123456788<');
    const broken = fatalOnly(await checkOfficialRules(badAddress));
    expect(broken.find((v) => v.rule === 'PEPPOL-COMMON-R043')).toMatchObject({
      message: expect.stringContaining('Belgian enterprise number'),
    });

    // No buyer address: refused for the network, accepted for a file handed over by e-mail.
    const noBuyerAddress = example.replace(
      /(<cac:AccountingCustomerParty>\s*<cac:Party>)\s*<cbc:EndpointID[^>]*>[^<]*<\/cbc:EndpointID>/,
      '$1',
    );
    expect(fatalOnly(await checkOfficialRules(noBuyerAddress)).map((v) => v.rule)).toContain('PEPPOL-EN16931-R010');
    expect(fatalOnly(await checkOfficialRules(noBuyerAddress, { network: false }))).toEqual([]);
  });
});
