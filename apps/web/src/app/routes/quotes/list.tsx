import { QuotesPage } from '@/features/quotes/routes/quotes-page';

export function Component() {
  return <QuotesPage />;
}
