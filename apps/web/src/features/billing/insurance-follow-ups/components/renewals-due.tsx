import { Anchor, Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRenewalsDue } from '@/features/billing/insurance-follow-ups/api/get-renewals-due';
import { insurancePaths } from '@/features/billing/insurance-follow-ups/paths';
import { useLocale } from '@/lib/locale';

/** Policies ending within 30 days (from the bikes' insurance end): open the renewal, or go to the one opened. */
export function RenewalsDue({ canCreate }: { canCreate: boolean }) {
  const { t } = useTranslation('insurance');
  const locale = useLocale();
  const due = useRenewalsDue();
  const rows = due.data?.data ?? [];
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('renewals.title', { count: rows.length })}
        </Title>
        {rows.length === 0 ? (
          <Text c="dimmed">{t('renewals.none')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('fields.bike')}</Table.Th>
                  <Table.Th>{t('fields.insurer')}</Table.Th>
                  <Table.Th>{t('renewals.ends')}</Table.Th>
                  <Table.Th>{t('renewals.action')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.bike.id}>
                    <Table.Td>
                      <Text fw={600}>{r.bike.frameNumber}</Text>
                      <Text size="xs" c="dimmed">
                        {[r.bike.label, r.bike.company?.name].filter(Boolean).join(' · ')}
                      </Text>
                    </Table.Td>
                    <Table.Td>{[r.insurer, r.insurancePolicy].filter(Boolean).join(' · ')}</Table.Td>
                    <Table.Td>
                      {formatDate(r.insuranceEnd)}{' '}
                      <Badge size="sm" variant="light" color={r.daysLeft <= 7 ? 'red' : 'orange'}>
                        {t('renewals.daysLeft', { count: r.daysLeft })}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {r.followUpId !== null ? (
                        <Anchor component={Link} to={insurancePaths.detail.getHref(locale, r.followUpId)}>
                          {t('renewals.see', { id: r.followUpId })}
                        </Anchor>
                      ) : canCreate ? (
                        <Anchor
                          component={Link}
                          to={`${insurancePaths.create.getHref(locale)}?kind=renewal&frame=${encodeURIComponent(r.bike.frameNumber)}`}
                        >
                          {t('renewals.open')}
                        </Anchor>
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
