// The part of pdfkit's API the portal uses (the package ships no types; @types/pdfkit would be one more dependency).
declare module 'pdfkit' {
  type TextOptions = { width?: number; continued?: boolean; align?: 'left' | 'center' | 'right' | 'justify'; lineBreak?: boolean };
  type DocumentOptions = { size?: string | [number, number]; margin?: number; info?: Record<string, string>; bufferPages?: boolean };
  export default class PDFDocument {
    constructor(options?: DocumentOptions);
    x: number;
    y: number;
    page: { width: number; height: number; margins: { top: number; bottom: number; left: number; right: number } };
    on(event: 'data', listener: (chunk: Buffer) => void): this;
    on(event: 'end', listener: () => void): this;
    font(name: string): this;
    fontSize(size: number): this;
    fillColor(color: string): this;
    text(text: string, options?: TextOptions): this;
    text(text: string, x: number, y: number, options?: TextOptions): this;
    moveDown(lines?: number): this;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    stroke(): this;
    addPage(): this;
    image(src: Buffer, x: number, y: number, options?: { width?: number; height?: number }): this;
    save(): this;
    restore(): this;
    rotate(angle: number, options?: { origin?: [number, number] }): this;
    fillOpacity(opacity: number): this;
    translate(x: number, y: number): this;
    scale(factor: number): this;
    roundedRect(x: number, y: number, w: number, h: number, r: number): this;
    rect(x: number, y: number, w: number, h: number): this;
    circle(x: number, y: number, r: number): this;
    path(svgPath: string): this;
    fill(color?: string): this;
    strokeColor(color: string): this;
    lineWidth(width: number): this;
    lineCap(cap: 'butt' | 'round' | 'square'): this;
    lineJoin(join: 'miter' | 'round' | 'bevel'): this;
    /** With `bufferPages: true`: the pages kept, to go back to one (page numbers). */
    bufferedPageRange(): { start: number; count: number };
    switchToPage(n: number): this;
    end(): void;
  }
}
