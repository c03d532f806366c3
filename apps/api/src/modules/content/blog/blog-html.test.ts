import { describe, expect, it } from 'vitest';
import { safeHref, safeImageSrc, sanitizeBlogHtml } from './blog-html';

describe('the blog allow-list', () => {
  it('keeps headings, paragraphs, lists, emphasis, quotes and safe links as they were', () => {
    const html =
      '<h2>Titre</h2><p>Un <strong>gras</strong>, un <em>italique</em> et <a href="/fr/bikes" rel="noopener noreferrer nofollow">un lien</a>.</p><ul><li>un</li><li>deux</li></ul><blockquote><p>Citation</p></blockquote>';
    expect(sanitizeBlogHtml(html)).toBe(html);
  });

  it('drops scripts, styles and frames with their content, handlers and unknown tags', () => {
    expect(
      sanitizeBlogHtml(
        '<p onmouseover="x()">a<script>alert(1)</script><STYLE>p{}</STYLE><iframe src=x>y</iframe><div>b</div><font color=red>c</font></p>',
      ),
    ).toBe('<p>abc</p>');
    expect(sanitizeBlogHtml('<scr<script>ipt>alert(1)</script>')).toBe('ipt&gt;alert(1)');
    expect(sanitizeBlogHtml('<!-- <script>x</script> --><p>ok</p><!DOCTYPE html>')).toBe('<p>ok</p>');
  });

  it('escapes text and attributes, closes what is left open, ignores stray closing tags', () => {
    expect(sanitizeBlogHtml('1 < 2 & 3 > 2 &lt;b&gt;')).toBe('1 &lt; 2 &amp; 3 &gt; 2 &lt;b&gt;');
    expect(sanitizeBlogHtml('</p><h3>x<em>y')).toBe('<h3>x<em>y</em></h3>');
    expect(sanitizeBlogHtml('<img src="/api/files/public/a.png" alt=\'"><script>\'>')).toBe(
      '<img src="/api/files/public/a.png" alt="&quot;&gt;&lt;script&gt;" loading="lazy">',
    );
    expect(sanitizeBlogHtml('<p>a <b')).toBe('<p>a </p>');
  });

  it('accepts only web, mail and same-site addresses', () => {
    for (const bad of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\nscript:x',
      '&#106;avascript:x',
      'data:text/html,x',
      'vbscript:x',
      '//evil.example',
      '/\\evil.example',
    ])
      expect(safeHref(bad)).toBeNull();
    for (const good of ['https://veloport.be', 'http://example.be', 'mailto:info@veloport.be', '/fr/blog', '#part'])
      expect(safeHref(good)).toBe(good);
    expect(safeImageSrc('http://example.be/a.png')).toBeNull();
    expect(safeImageSrc('/api/files/public/../secret')).toBeNull();
    expect(safeImageSrc('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
  });
});
