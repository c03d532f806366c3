import { inflateSync } from 'node:zlib';

/**
 * The text a PDF written by pdfkit shows, line by line: its content streams inflated, each `[<hex> …] TJ` run
 * decoded from WinAnsi (the standard fonts' encoding), wrapped lines joined. Enough to assert what a reader sees.
 */
/** WinAnsi's printable codes below 0xA0 that our texts use; the rest is Latin-1. */
const WIN_ANSI: Record<number, string> = { 0x80: '€', 0x85: '…', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x96: '–', 0x97: '—' };
const winAnsi = { decode: (bytes: Buffer) => [...bytes].map((b) => WIN_ANSI[b] ?? String.fromCharCode(b)).join('') };

export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  // pdfkit frames each stream with "stream\n" and "\nendstream". A compressed stream may itself end in a \r byte:
  // an optional \r in the closing pattern would eat it, the inflate would fail and the page's text would go missing.
  for (const m of raw.matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const run of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const text = [...run[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => winAnsi.decode(Buffer.from(h[1]!, 'hex'))).join('');
      out.push(text);
    }
  }
  return out.join(' ').replace(/\s+/g, ' ');
}
