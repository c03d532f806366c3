import type PDFDocument from 'pdfkit';

/**
 * pdfkit and its fonts are loaded when the first PDF is made rather than at every start: they were the largest
 * import of the server after the S3 SDK, half a second of each restart (decision 071).
 */
let pdfkit: Promise<typeof import('pdfkit')> | null = null;

/** A new pdfkit document. */
export async function newPdfDocument(options: ConstructorParameters<typeof PDFDocument>[0]): Promise<PDFDocument> {
  const { default: Document } = await (pdfkit ??= import('pdfkit'));
  return new Document(options);
}
