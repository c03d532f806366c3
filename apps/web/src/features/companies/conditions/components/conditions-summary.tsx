import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCoffee, IconPencil } from '@tabler/icons-react';
import { formatPrice, parseAccessList, type Conditions, type TimeWindow } from '@veloport/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useConditions } from '@/features/companies/conditions/api/get-conditions';
import { BuildingsSection } from '@/features/companies/conditions/components/buildings-section';
import { LoadState } from '@/components/ui/load-state';
import { useLocale } from '@/lib/locale';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {value}
      </Text>
    </div>
  );
}

/** The company page's conditions tab (admin): the rules at a glance, links to edit them, and the buildings. */
export function ConditionsSummary({ companyId }: { companyId: number }) {
  const { t } = useTranslation('conditions');
  const locale = useLocale();
  const rulesId = useId();
  const conditions = useConditions(companyId);
  if (!conditions.data) return <LoadState error={conditions.error} />;
  const c: Conditions = conditions.data;
  const s = c.sharedBikes;
  const yesNo = (v: boolean) => (v ? t('yes') : t('no'));
  const limit = (n: number | null) => (n === null ? t('summary.noLimit') : String(n));
  const window = (w: TimeWindow | null) => (w ? t('summary.window', { start: w.start, end: w.end }) : t('summary.anyTime'));
  const features = parseAccessList(c.access);

  return (
    <Stack gap="lg">
      <Paper component="section" aria-labelledby={rulesId} withBorder radius="lg" p="lg">
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap">
            <Title order={2} size="h3" id={rulesId}>
              {t('summary.title')}
            </Title>
            <Group gap="sm">
              <Button
                component={Link}
                to={paths.companies.conditions.getHref(locale, companyId)}
                leftSection={<IconPencil size={16} aria-hidden />}
              >
                {t('summary.edit')}
              </Button>
              <Button
                component={Link}
                to={paths.companies.cafeteria.getHref(locale, companyId)}
                variant="default"
                leftSection={<IconCoffee size={16} aria-hidden />}
              >
                {t('cafeteria.open')}
              </Button>
            </Group>
          </Group>
          <div>
            <Text size="sm" c="dimmed" mb={4}>
              {t('form.access')}
            </Text>
            {features.length ? (
              <Group gap={6}>
                {features.map((f) => (
                  <Badge key={f} variant="light">
                    {t(`features.${f}`, { defaultValue: f })}
                  </Badge>
                ))}
              </Group>
            ) : (
              <Text>{t('summary.noFeature')}</Text>
            )}
          </div>
          <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} m={0} spacing="md">
            <Fact label={t('form.selfRegistration')} value={yesNo(c.selfRegistration)} />
            <Fact label={t('form.quizRequired')} value={yesNo(c.quizRequired)} />
            <Fact label={t('sharedBikes.allowedDays')} value={s.allowedDays.map((d) => t(`days.${d}`)).join(', ') || t('summary.none')} />
            <Fact label={t('sharedBikes.takeWindow')} value={window(s.takeWindow)} />
            <Fact label={t('sharedBikes.returnWindow')} value={window(s.returnWindow)} />
            <Fact label={t('sharedBikes.daysInAdvance')} value={String(s.daysInAdvance)} />
            <Fact label={t('sharedBikes.maxPerMonth')} value={limit(s.maxPerMonth)} />
            <Fact label={t('sharedBikes.maxPerYear')} value={limit(s.maxPerYear)} />
            <Fact label={t('sharedBikes.maxSimultaneous')} value={limit(s.maxSimultaneous)} />
            <Fact
              label={t('sharedBikes.privateUseDaily')}
              value={
                s.privateUseDailyCents
                  ? t('sharedBikes.privateUsePerDay', { amount: formatPrice(s.privateUseDailyCents, locale) })
                  : t('sharedBikes.privateUseFree')
              }
            />
            <Fact
              label={t('cafeteria.paymentModes')}
              value={c.cafeteria.paymentModes.map((m) => t(`cafeteria.modes.${m}`)).join(', ') || t('summary.none')}
            />
          </SimpleGrid>
        </Stack>
      </Paper>
      <BuildingsSection companyId={companyId} />
    </Stack>
  );
}
