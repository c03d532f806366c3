/** What `readXml` throws on a file it cannot read; callers turn it into their own refusal. */
export class XmlError extends Error {}

/**
 * A small XML reader for bank statements and purchase invoices (elements, attributes, text, CDATA, the five entities
 * and character references). camt.053 and UBL are plain data: a dependency for them would weigh more than these lines.
 * A DOCTYPE is refused (no entity expansion from a file someone uploaded).
 */
export type XmlElement = { name: string; attributes: Record<string, string>; children: XmlElement[]; text: string };

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const localName = (name: string) => name.slice(name.indexOf(':') + 1);
const fail = (detail: string): never => {
  throw new XmlError(detail);
};

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fail(`bad character reference ${whole}`);
    }
    return ENTITIES[ref] ?? fail(`unknown entity ${whole}`);
  });
}

export function readXml(source: string): XmlElement {
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const stack: XmlElement[] = [root];
  let i = 0;
  while (i < source.length) {
    const lt = source.indexOf('<', i);
    const textEnd = lt === -1 ? source.length : lt;
    if (textEnd > i) {
      const text = source.slice(i, textEnd);
      if (stack.length === 1) {
        if (text.trim()) fail('text outside the root element');
      } else stack.at(-1)!.text += decode(text);
    }
    if (lt === -1) break;
    if (source.startsWith('<?', lt)) {
      const end = source.indexOf('?>', lt);
      if (end === -1) fail('unclosed processing instruction');
      i = end + 2;
    } else if (source.startsWith('<!--', lt)) {
      const end = source.indexOf('-->', lt);
      if (end === -1) fail('unclosed comment');
      i = end + 3;
    } else if (source.startsWith('<![CDATA[', lt)) {
      const end = source.indexOf(']]>', lt);
      if (end === -1 || stack.length === 1) fail('bad CDATA section');
      stack.at(-1)!.text += source.slice(lt + 9, end);
      i = end + 3;
    } else if (source.startsWith('<!', lt)) {
      fail('DOCTYPE and declarations are not accepted');
    } else if (source.startsWith('</', lt)) {
      const end = source.indexOf('>', lt);
      if (end === -1) fail('unclosed end tag');
      const name = source.slice(lt + 2, end).trim();
      const open = stack.pop();
      if (!open || stack.length === 0 || open.name !== localName(name)) fail(`unexpected </${name}>`);
      i = end + 1;
    } else {
      const match = /^<([A-Za-z_][\w.:-]*)((?:\s+[A-Za-z_][\w.:-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>/.exec(
        source.slice(lt, lt + 4096),
      );
      if (!match) fail('bad start tag');
      const element: XmlElement = { name: localName(match![1]!), attributes: {}, children: [], text: '' };
      for (const a of match![2]!.matchAll(/([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g))
        element.attributes[localName(a[1]!)] = decode(a[2] ?? a[3] ?? '');
      if (stack.length === 1 && root.children.length) fail('more than one root element');
      stack.at(-1)!.children.push(element);
      if (!match![3]) stack.push(element);
      i = lt + match![0].length;
    }
  }
  if (stack.length !== 1) fail(`unclosed <${stack.at(-1)!.name}>`);
  if (root.children.length !== 1) fail('no root element');
  return root.children[0]!;
}

/** The first descendant along a path of local names (`child(e, 'Acct', 'Id', 'IBAN')`). */
export function child(element: XmlElement | undefined, ...path: string[]): XmlElement | undefined {
  let at = element;
  for (const name of path) at = at?.children.find((c) => c.name === name);
  return at;
}
export const childrenNamed = (element: XmlElement | undefined, name: string) => element?.children.filter((c) => c.name === name) ?? [];
export const textAt = (element: XmlElement | undefined, ...path: string[]) => {
  const text = child(element, ...path)?.text.trim();
  return text ? text : null;
};
