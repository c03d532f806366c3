import type { Period } from '@/features/accounting/books/shared/period';
import { downloadFile } from '@/lib/api-client';

/** The accountant's ZIP of a period (decision 084); fetched, so that a refusal shows its message instead of being saved. */
export const downloadBooksExport = ({ from, to }: Period) =>
  downloadFile(`/accounting/export?${new URLSearchParams({ from, to })}`, `books-${from}-${to}.zip`);
