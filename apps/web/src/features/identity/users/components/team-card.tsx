import { Anchor, Skeleton, Text } from '@mantine/core';
import { formatCount } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DashboardCard } from '@/components/ui/dashboard-card';
import { StackedBarChart } from '@/components/ui/stacked-bar-chart';
import { paths } from '@/config/paths';
import { useUsers } from '@/features/identity/users/api/list-users';
import { useAuthUser } from '@/lib/auth/auth-context';
import { useLocale } from '@/lib/locale';

/** Dashboard card (fleet manager): how many of the company's people use Veloport and how many still wait. */
export function TeamCard() {
  const { t } = useTranslation('users');
  const locale = useLocale();
  const user = useAuthUser();
  const active = useUsers({ status: 'active', perPage: 1 });
  const inactive = useUsers({ status: 'inactive', perPage: 1 });
  const counts = active.data && inactive.data ? { active: active.data.meta.total, inactive: inactive.data.meta.total } : null;
  return (
    <DashboardCard title={t('team.title')} link={{ to: paths.users.getHref(locale), label: t('team.open') }}>
      {counts ? (
        <>
          <StackedBarChart
            title={t('team.chart', { total: formatCount(counts.active + counts.inactive) })}
            labelHeader={t('fields.company')}
            totalHeader={t('team.total')}
            formatNumber={formatCount}
            series={[
              { key: 'active', label: t('status.active'), color: 'var(--mantine-color-veloport-7)' },
              { key: 'inactive', label: t('status.inactive'), color: 'var(--mantine-color-gray-6)' },
            ]}
            bars={[{ key: 'team', label: user.company?.name ?? '—', values: counts }]}
          />
          {counts.inactive > 0 && (
            <Text size="sm" mt="sm">
              <Anchor component={Link} to={`${paths.users.getHref(locale)}?status=inactive`}>
                {t('team.waiting', { count: counts.inactive, total: formatCount(counts.inactive) })}
              </Anchor>
            </Text>
          )}
        </>
      ) : (
        <Skeleton height={80} />
      )}
    </DashboardCard>
  );
}
