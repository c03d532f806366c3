import { Skeleton, Text } from '@mantine/core';
import { brusselsToday } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { DashboardCard } from '@/components/ui/dashboard-card';
import { useRanking } from '@/features/insight/ranking/api/get-ranking';
import { RankingTable } from '@/features/insight/ranking/components/ranking-table';
import { rankingPaths } from '@/features/insight/ranking/paths';
import { useLocale } from '@/lib/locale';

/** Dashboard card: this month's top five of the company, and one's own row when below them. */
export function RankingCard() {
  const { t } = useTranslation('ranking');
  const locale = useLocale();
  const ranking = useRanking(brusselsToday().slice(0, 7), 'company');
  const rows = ranking.data?.data ?? [];
  const top = rows.slice(0, 5);
  const me = rows.slice(5).find((r) => r.isMe);
  return (
    <DashboardCard title={t('card.title')} link={{ to: rankingPaths.page.getHref(locale), label: t('card.seeAll') }}>
      {ranking.isPending ? (
        <Skeleton height={80} />
      ) : top.length === 0 ? (
        <Text c="dimmed">{t('card.empty')}</Text>
      ) : (
        <RankingTable caption={t('card.title')} rows={me ? [...top, me] : top} hideCaption />
      )}
    </DashboardCard>
  );
}
