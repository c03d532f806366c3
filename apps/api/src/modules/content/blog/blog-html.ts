/**
 * The allow-list the blog's HTML goes through before it is stored (decision 056). The input is read as tags and
 * text and written out again: only the tags and attributes below survive, every text and attribute value is
 * escaped again, links and images keep only safe addresses, and every open tag is closed. Nothing the editor
 * sent reaches a reader as it was typed, so a `<script>`, an `onerror` or a `javascript:` link cannot.
 */
const ALLOWED = new Set([
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'img',
  'figure',
  'figcaption',
  'code',
  'pre',
  'hr',
]);
const VOID = new Set(['br', 'hr', 'img']);
/** Dropped with everything inside them. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
  'head',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
]);

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');

/** Browsers ignore control characters and spaces inside a scheme (`java\tscript:`): so do we before judging an address. */
function withoutControls(s: string): string {
  return [...s]
    .filter((ch) => {
      const code = ch.charCodeAt(0);
      return code > 0x20 && !(code >= 0x7f && code <= 0x9f);
    })
    .join('');
}

/** Links: http(s), mailto, or a path of this site (`/fr/bikes`, `#part`); never `javascript:`, `data:` or `//other`. */
export function safeHref(raw: string): string | null {
  const url = withoutControls(decodeEntities(raw));
  if (/^(https?:|mailto:)/i.test(url)) return url;
  if ((url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) || url.startsWith('#')) return url;
  return null;
}

/** Images: the portal's own public files, or an https address. */
export function safeImageSrc(raw: string): string | null {
  const url = withoutControls(decodeEntities(raw));
  if (/^https:\/\//i.test(url)) return url;
  if (url.startsWith('/api/files/public/') && !url.includes('..')) return url;
  return null;
}

const ATTR = /\s*([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/y;

type Tag = { name: string; closing: boolean; selfClosing: boolean; attrs: Map<string, string>; end: number };

/** Reads the tag starting at `start` (a `<`); null when it runs to the end of the input unclosed. */
function readTag(html: string, start: number): Tag | null {
  const head = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)/.exec(html.slice(start, start + 64));
  if (!head) return null;
  const attrs = new Map<string, string>();
  let i = start + head[0].length;
  let selfClosing = false;
  while (i < html.length) {
    const ch = html[i]!;
    if (ch === '>') return { name: head[2]!.toLowerCase(), closing: head[1] === '/', selfClosing, attrs, end: i + 1 };
    if (ch === '/' || /\s/.test(ch)) {
      selfClosing = ch === '/';
      i++;
      continue;
    }
    ATTR.lastIndex = i;
    const m = ATTR.exec(html);
    if (!m || m[0].length === 0) {
      i++;
      continue;
    }
    const name = m[1]!.toLowerCase();
    if (!attrs.has(name)) attrs.set(name, m[2] ?? m[3] ?? m[4] ?? '');
    selfClosing = false;
    i = ATTR.lastIndex;
  }
  return null;
}

function openTag(tag: Tag): string {
  if (tag.name === 'a') {
    const href = safeHref(tag.attrs.get('href') ?? '');
    return href ? `<a href="${escapeAttr(href)}" rel="noopener noreferrer nofollow">` : '<a>';
  }
  if (tag.name === 'img') {
    const src = safeImageSrc(tag.attrs.get('src') ?? '');
    if (!src) return '';
    return `<img src="${escapeAttr(src)}" alt="${escapeAttr(decodeEntities(tag.attrs.get('alt') ?? '').slice(0, 300))}" loading="lazy">`;
  }
  return `<${tag.name}>`;
}

/** The safe HTML of an editor's body (see above). */
export function sanitizeBlogHtml(html: string): string {
  const out: string[] = [];
  const open: string[] = [];
  let i = 0;
  let skipping: string | null = null;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    const textEnd = lt === -1 ? html.length : lt;
    if (textEnd > i && !skipping) out.push(escapeText(decodeEntities(html.slice(i, textEnd))));
    if (lt === -1) break;
    i = lt;
    if (html.startsWith('<!--', i)) {
      const close = html.indexOf('-->', i + 4);
      i = close === -1 ? html.length : close + 3;
      continue;
    }
    const tag = readTag(html, i);
    if (!tag) {
      if (html[i + 1] === '!' || html[i + 1] === '?' || /^<\/?[a-zA-Z]/.test(html.slice(i, i + 3))) {
        // A declaration, or a tag that never ends: nothing of it is text.
        const close = html.indexOf('>', i);
        i = close === -1 ? html.length : close + 1;
      } else {
        if (!skipping) out.push('&lt;');
        i++;
      }
      continue;
    }
    i = tag.end;
    if (skipping) {
      if (tag.closing && tag.name === skipping) skipping = null;
      continue;
    }
    if (DROP_WITH_CONTENT.has(tag.name)) {
      if (!tag.closing && !tag.selfClosing) skipping = tag.name;
      continue;
    }
    if (!ALLOWED.has(tag.name)) continue;
    if (tag.closing) {
      const at = open.lastIndexOf(tag.name);
      if (at === -1) continue;
      while (open.length > at) out.push(`</${open.pop()}>`);
      continue;
    }
    const written = openTag(tag);
    if (!written) continue;
    out.push(written);
    if (!VOID.has(tag.name)) open.push(tag.name);
  }
  while (open.length) out.push(`</${open.pop()}>`);
  return out.join('');
}

/** The text of safe HTML, for search and excerpts. */
export function htmlToText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}
