import { describe, expect, it } from 'vitest';
import { dropInOrder, faqEntryInputSchema, faqPlainText, moveInOrder, parseFaqMarkdown, safeHref, stripTags } from './index';

describe('FAQ answers: a small Markdown, never HTML', () => {
  it('reads paragraphs, lists, bold, italic and links', () => {
    const blocks = parseFaqMarkdown(
      'Open **Settings** then *Password*.\nSee [the help](https://veloport.be/help).\n\n- one\n- two _too_\n\n1. first\n2. second',
    );
    expect(blocks).toEqual([
      {
        type: 'paragraph',
        inlines: [
          { type: 'text', text: 'Open ' },
          { type: 'strong', text: 'Settings' },
          { type: 'text', text: ' then ' },
          { type: 'em', text: 'Password' },
          { type: 'text', text: '. See ' },
          { type: 'link', text: 'the help', href: 'https://veloport.be/help' },
          { type: 'text', text: '.' },
        ],
      },
      {
        type: 'list',
        ordered: false,
        items: [
          [{ type: 'text', text: 'one' }],
          [
            { type: 'text', text: 'two ' },
            { type: 'em', text: 'too' },
          ],
        ],
      },
      { type: 'list', ordered: true, items: [[{ type: 'text', text: 'first' }], [{ type: 'text', text: 'second' }]] },
    ]);
    expect(faqPlainText('A **b**\n\n- [c](/fr/contact)')).toBe('A b\nc');
  });

  it('keeps only links a reader may safely follow', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('data:text/html,x')).toBeNull();
    expect(safeHref('/nl/contact')).toBe('/nl/contact');
    expect(safeHref('mailto:shop@veloport.be')).toBe('mailto:shop@veloport.be');
    expect(parseFaqMarkdown('[click](javascript:alert(1))')[0]).toEqual({
      type: 'paragraph',
      inlines: [
        { type: 'text', text: 'click' },
        { type: 'text', text: ')' },
      ],
    });
  });

  it('removes every HTML tag, even one hidden in another, and keeps plain comparisons', () => {
    expect(stripTags('<script>alert(1)</script>Hi <b>you</b>')).toBe('alert(1)Hi you');
    expect(stripTags('<scr<b>ipt>x')).toBe('x');
    expect(stripTags('3 < 5 and 7 > 2')).toBe('3 < 5 and 7 > 2');
    const parsed = faqEntryInputSchema.safeParse({
      theme: 'bills',
      question: { fr: '<i></i>', en: 'Q', nl: 'Q' },
      answer: { fr: 'A', en: 'A', nl: 'A' },
    });
    expect(parsed.success).toBe(false);
  });
});

describe('FAQ order', () => {
  it('moves an entry up or down and drops it before another', () => {
    expect(moveInOrder([1, 2, 3], 3, -1)).toEqual([1, 3, 2]);
    expect(moveInOrder([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(moveInOrder([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
    expect(dropInOrder([1, 2, 3, 4], 4, 2)).toEqual([1, 4, 2, 3]);
    expect(dropInOrder([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4]);
    expect(dropInOrder([1, 2, 3], 1, 9)).toEqual([1, 2, 3]);
  });
});
