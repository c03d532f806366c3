import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatPrice, can } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFinancings } from '@/features/billing/financing/api/get-financings';
import { financingPaths } from '@/features/billing/financing/paths';
import { useFollowUps } from '@/features/billing/insurance-follow-ups/api/get-follow-ups';
import { insurancePaths } from '@/features/billing/insurance-follow-ups/paths';
import { useLeasingContracts } from '@/features/billing/leasing/api/get-leasing-contracts';
import { ContractStatusBadge } from '@/features/billing/leasing/components/contract-status';
import { leasingPaths } from '@/features/billing/leasing/paths';
import { useAuthUser } from '@/lib/auth/auth-context';
import { useLocale } from '@/lib/locale';

/**
 * On a stock bike's page (decision 060), given to the stock feature's page as its slot (features do not import each
 * other): its leasing contracts, its external financing (decision 051) and its
 * insurance follow-ups, each with a link. A list the viewer may not read is left out.
 */
export function BikeContractsAndFinancing({ bikeId }: { bikeId: number }) {
  const { t } = useTranslation('leasing');
  const locale = useLocale();
  const user = useAuthUser();
  const contracts = useLeasingContracts({ bikeId, perPage: 20 });
  const headingId = `bike-contracts-${bikeId}`;
  return (
    <Card withBorder component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          {t('leasing:bike.title')}
        </Title>
        <Stack gap={4}>
          <Title order={3} size="h5">
            {t('leasing:bike.leasing')}
          </Title>
          {contracts.data?.data.length ? (
            contracts.data.data.map((c) => (
              <Group key={c.id} gap="xs" wrap="wrap">
                <Anchor component={Link} to={leasingPaths.contract.getHref(locale, c.id)}>
                  {formatDate(c.startDate)} – {formatDate(c.endDate)}
                </Anchor>
                <Text size="sm">{formatPrice(c.monthlyPriceCents)}</Text>
                <ContractStatusBadge status={c.status} />
              </Group>
            ))
          ) : (
            <Text size="sm" c="dimmed">
              {t('leasing:bike.noLeasing')}
            </Text>
          )}
        </Stack>
        {can(user, 'admin') && <BikeFinancing bikeId={bikeId} />}
        {can(user, 'admin') && <BikeInsurance bikeId={bikeId} />}
      </Stack>
    </Card>
  );
}

/** The bike's external financing (admins; decision 051). */
function BikeFinancing({ bikeId }: { bikeId: number }) {
  const { t } = useTranslation(['leasing', 'financing']);
  const locale = useLocale();
  const financings = useFinancings({ bikeId, perPage: 20 });
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {t('leasing:bike.financing')}
      </Title>
      {financings.data?.data.length ? (
        financings.data.data.map((f) => (
          <Group key={f.id} gap="xs" wrap="wrap">
            <Anchor component={Link} to={financingPaths.detail.getHref(locale, f.id)}>
              {t('leasing:bike.financed', {
                financier: f.financier,
                reference: f.contractReference,
                amount: formatPrice(f.financedAmountCents),
                monthly: formatPrice(f.monthlyInstalmentCents),
                start: formatDate(f.startDate),
                end: formatDate(f.endDate),
              })}
            </Anchor>
            <Badge variant="light">{t(`financing:statuses.${f.status}`)}</Badge>
          </Group>
        ))
      ) : (
        <Text size="sm" c="dimmed">
          {t('leasing:bike.noFinancing')}
        </Text>
      )}
      <Anchor component={Link} to={financingPaths.create.getHref(locale)} size="sm">
        {t('leasing:bike.addFinancing')}
      </Anchor>
    </Stack>
  );
}

/** The bike's insurance follow-ups (admins; decision 051). */
function BikeInsurance({ bikeId }: { bikeId: number }) {
  const { t } = useTranslation(['leasing', 'insurance']);
  const locale = useLocale();
  const followUps = useFollowUps({ bikeId, perPage: 20 });
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {t('leasing:bike.insurance')}
      </Title>
      {followUps.data?.data.length ? (
        followUps.data.data.map((f) => (
          <Group key={f.id} gap="xs" wrap="wrap">
            <Anchor component={Link} to={insurancePaths.detail.getHref(locale, f.id)}>
              {t(`insurance:kinds.${f.kind}`)} — {formatDate(f.eventDate)}
            </Anchor>
            <Badge variant="light">{t(`insurance:statuses.${f.status}`)}</Badge>
          </Group>
        ))
      ) : (
        <Text size="sm" c="dimmed">
          {t('leasing:bike.noInsurance')}
        </Text>
      )}
    </Stack>
  );
}
