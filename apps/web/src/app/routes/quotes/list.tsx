import { QuotesPage } from '@/features/content/quotes/routes/quotes-page';

export function Component() {
  return <QuotesPage />;
}
