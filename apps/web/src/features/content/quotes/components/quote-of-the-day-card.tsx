import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DashboardCard } from '@/components/ui/dashboard-card';
import { useQuoteToday } from '@/features/content/quotes/api/get-quote-today';
import { quotePaths } from '@/features/content/quotes/paths';
import { useLocale } from '@/lib/locale';
import { QuoteText } from './quote-text';

/** Dashboard card for everyone: the day's cycling quote in the screen's language (hidden if it cannot load). */
export function QuoteOfTheDayCard() {
  const { t } = useTranslation('quotes');
  const locale = useLocale();
  const today = useQuoteToday(locale);
  if (today.isError) return null;
  return (
    <DashboardCard title={t('today.title')} link={{ to: quotePaths.list.getHref(locale), label: t('today.all') }}>
      {today.data ? <QuoteText quote={today.data} /> : <Skeleton height={72} />}
    </DashboardCard>
  );
}
