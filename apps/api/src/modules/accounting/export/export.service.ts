import type { AuthUser, Locale } from '@veloport/domain';
import { toCsv } from '../../../platform/export';
import type { JournalsService } from '../journals/journals.service';
import type { PurchasesService } from '../purchases/purchases.service';
import { journalColumns, type JournalCsvRow } from './journal.export';

export type BooksExportService = ReturnType<typeof createBooksExportService>;

/** Billing's documents of a bill, through its services (ports wired in app.ts). */
export type BillDocumentsPort = {
  billsOfPeriod(from: string, to: string): Promise<{ id: number; number: string }[]>;
  ubl(viewer: AuthUser, id: number): Promise<{ filename: string; xml: string }>;
  pdf(viewer: AuthUser, id: number): Promise<{ filename: string; data: Buffer }>;
};

const safeName = (text: string) => text.replace(/[^\w.-]+/g, '_').slice(0, 80);

/**
 * The built-in "files" accounting provider (decision 084): a ZIP an accountant imports or archives — each bill and
 * credit note's UBL and PDF, each purchase's UBL as received, and the period's journal as CSV. A bill whose UBL the
 * rules refuse goes without it, named in `missing.txt`.
 */
export function createBooksExportService({
  journals,
  purchases,
  documents,
}: {
  journals: JournalsService;
  purchases: PurchasesService;
  documents: BillDocumentsPort;
}) {
  return {
    async zip(from: string, to: string, viewer: AuthUser, language: Locale): Promise<{ filename: string; data: Buffer }> {
      const entries = await journals.allEntries(from, to);
      const rows: JournalCsvRow[] = entries.flatMap((entry) => entry.lines.map((line) => ({ daybook: entry.daybook, entry, line })));
      const files: Record<string, Uint8Array> = {
        'journal.csv': toCsv(rows, journalColumns(language)),
      };
      const missing: string[] = [];
      for (const bill of await documents.billsOfPeriod(from, to)) {
        const [ubl, pdf] = await Promise.allSettled([documents.ubl(viewer, bill.id), documents.pdf(viewer, bill.id)]);
        if (ubl.status === 'fulfilled') files[`sales/${safeName(ubl.value.filename)}`] = Buffer.from(ubl.value.xml, 'utf8');
        else missing.push(`${bill.number} UBL`);
        if (pdf.status === 'fulfilled') files[`sales/${safeName(pdf.value.filename)}`] = pdf.value.data;
        else missing.push(`${bill.number} PDF`);
      }
      for (const p of await purchases.ofPeriod(from, to))
        files[`purchases/${safeName(`${p.supplierName}-${p.number}`)}.xml`] = Buffer.from(p.ubl, 'utf8');
      if (missing.length) files['missing.txt'] = Buffer.from(`${missing.join('\n')}\n`, 'utf8');
      // Loaded on first export: not part of every start (decision 071).
      const { zipSync } = await import('fflate');
      return { filename: `books-${from}-${to}.zip`, data: Buffer.from(zipSync(files, { level: 6 })) };
    },
  };
}
