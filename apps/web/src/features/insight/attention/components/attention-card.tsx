import { Anchor, Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { AttentionKind, Locale } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DashboardCard } from '@/components/ui/dashboard-card';
import { useAttention } from '@/features/insight/attention/api/get-attention';
import { useAuthUser } from '@/lib/auth/auth-context';
import { useLocale } from '@/lib/locale';

/** Where each count leads: the lists belong to other modules, so the app composition hands their addresses in. */
export type AttentionLinks = Record<AttentionKind, (locale: Locale) => string>;

/** The fleet manager's dashboard (issue 30, decision 094): what needs them, each count a link to its list. */
export function AttentionCard({ links }: { links: AttentionLinks }) {
  const { t } = useTranslation('dashboards');
  const locale = useLocale();
  const user = useAuthUser();
  const attention = useAttention(user.company?.id);
  if (!user.company || attention.isError) return null;
  const data = attention.data;
  return (
    <DashboardCard title={t('attention.title')}>
      {!data ? (
        <Skeleton height={120} />
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {data.items.map((item) => (
            <li key={item.kind}>
              <Anchor component={Link} to={links[item.kind](locale)}>
                <Group gap="sm" wrap="nowrap" justify="space-between" component="span">
                  <span>{t(`attention.kinds.${item.kind}`)}</span>{' '}
                  <Badge
                    component="span"
                    variant={item.count > 0 ? 'filled' : 'light'}
                    color={item.count > 0 && item.kind === 'overdue_bills' ? 'red' : undefined}
                  >
                    {item.count}
                  </Badge>
                </Group>
              </Anchor>
            </li>
          ))}
        </Stack>
      )}
      {data && data.items.every((i) => i.count === 0) && (
        <Text size="sm" c="dimmed" mt="xs">
          {t('attention.nothing')}
        </Text>
      )}
    </DashboardCard>
  );
}
