/**
 * FAQ (issue 15, decision 055): questions and answers in three languages, grouped by a theme from a fixed list (a
 * stable key groups them and the screens translate it), answers written in a small Markdown subset.
 */
export const FAQ_THEMES = ['leasing', 'purchase', 'maintenance', 'shared_bikes', 'bills', 'account'] as const;
export type FaqTheme = (typeof FAQ_THEMES)[number];

/** A feedback vote counts once per client and entry in this window; a second vote replaces the first. */
export const FAQ_FEEDBACK_WINDOW_HOURS = 24;
/** Votes one client may give in an hour before 429: a reader goes through a few answers, a script through all. */
export const FAQ_FEEDBACK_PER_HOUR = 30;

const TAG = /<\/?[a-zA-Z!][^<>]*>/g;

/**
 * Text with every HTML tag removed (kept content: `<b>x</b>` becomes `x`). The FAQ is Markdown: no tag is needed, so
 * none is stored, and a copied `<script>` never reaches a page, an export or a mail even where text is not escaped.
 */
export function stripTags(text: string): string {
  let out = text;
  // Repeated: removing `<scr<b>ipt>`'s inner tag must not leave a new `<script>` behind.
  for (let previous = ''; previous !== out;) {
    previous = out;
    out = out.replace(TAG, '');
  }
  return out;
}

export type FaqInline =
  | { type: 'text'; text: string }
  | { type: 'strong'; text: string }
  | { type: 'em'; text: string }
  | { type: 'link'; text: string; href: string };
export type FaqBlock = { type: 'paragraph'; inlines: FaqInline[] } | { type: 'list'; ordered: boolean; items: FaqInline[][] };

/** Links a reader may follow: the web (https, http), e-mail, phone, and our own pages (a path). */
export function safeHref(href: string): string | null {
  const h = href.trim();
  if (/^(https?:\/\/|mailto:|tel:)/i.test(h)) return h;
  if (/^\/(?!\/)/.test(h)) return h;
  return null;
}

const INLINE = /\*\*([^*]+)\*\*|\*([^*]+)\*|_([^_]+)_|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInlines(text: string): FaqInline[] {
  const out: FaqInline[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    if (m.index > last) out.push({ type: 'text', text: text.slice(last, m.index) });
    if (m[1] !== undefined) out.push({ type: 'strong', text: m[1] });
    else if (m[2] !== undefined || m[3] !== undefined) out.push({ type: 'em', text: (m[2] ?? m[3])! });
    else {
      const href = safeHref(m[5]!);
      out.push(href ? { type: 'link', text: m[4]!, href } : { type: 'text', text: m[4]! });
    }
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ type: 'text', text: text.slice(last) });
  return out;
}

/**
 * The Markdown subset of an answer as blocks the screens render element by element (never as HTML): paragraphs
 * separated by a blank line, lists (`- `, `* ` or `1. `), **bold**, *italic*, [links](https://…).
 */
export function parseFaqMarkdown(markdown: string): FaqBlock[] {
  const blocks: FaqBlock[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', inlines: parseInlines(paragraph.join(' ')) });
    if (list) blocks.push({ type: 'list', ordered: list.ordered, items: list.items.map(parseInlines) });
    paragraph = [];
    list = null;
  };
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const item = /^([-*]|\d+[.)])\s+(.*)$/.exec(line);
    if (!line) flush();
    else if (item) {
      const ordered = /\d/.test(item[1]!);
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(item[2]!);
    } else if (list) list.items[list.items.length - 1] += ` ${line}`;
    else paragraph.push(line);
  }
  flush();
  return blocks;
}

/** The answer as plain text (search snippets, exports): the Markdown marks removed, link texts kept. */
export function faqPlainText(markdown: string): string {
  return parseFaqMarkdown(markdown)
    .flatMap((b) => (b.type === 'paragraph' ? [b.inlines] : b.items))
    .map((inlines) => inlines.map((i) => i.text).join(''))
    .join('\n');
}

/** Moves one id a step up (-1) or down (+1) in an order; unchanged at either end. */
export function moveInOrder(ids: readonly number[], id: number, step: -1 | 1): number[] {
  const out = [...ids];
  const i = out.indexOf(id);
  const j = i + step;
  if (i < 0 || j < 0 || j >= out.length) return out;
  [out[i], out[j]] = [out[j]!, out[i]!];
  return out;
}

/** Moves `id` to where `before` stands (drag and drop); unchanged when either is unknown. */
export function dropInOrder(ids: readonly number[], id: number, before: number): number[] {
  if (id === before || !ids.includes(id) || !ids.includes(before)) return [...ids];
  const without = ids.filter((x) => x !== id);
  const at = without.indexOf(before) + (ids.indexOf(id) < ids.indexOf(before) ? 1 : 0);
  return [...without.slice(0, at), id, ...without.slice(at)];
}
