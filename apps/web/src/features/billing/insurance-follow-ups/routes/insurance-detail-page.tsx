import { Anchor, Badge, Button, Group, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { formatDate, formatPrice } from '@veloport/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { LoadState } from '@/components/ui/load-state';
import { useFollowUp, type InsuranceFollowUpDetail } from '@/features/billing/insurance-follow-ups/api/get-follow-up';
import { useUpdateFollowUp } from '@/features/billing/insurance-follow-ups/api/update-follow-up';
import { InsuranceActions } from '@/features/billing/insurance-follow-ups/components/insurance-actions';
import { InsuranceDocuments } from '@/features/billing/insurance-follow-ups/components/insurance-documents';
import { InsuranceForm } from '@/features/billing/insurance-follow-ups/components/insurance-form';
import { INSURANCE_STATUS_COLORS } from '@/features/billing/insurance-follow-ups/components/insurance-status';
import { InsuranceSteps } from '@/features/billing/insurance-follow-ups/components/insurance-steps';
import { insurancePaths } from '@/features/billing/insurance-follow-ups/paths';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

const TABS = ['details', 'history', 'documents'] as const;
type Tab = (typeof TABS)[number];

/** `bills/insurance-follow-ups/:id`: the claim or renewal, its next steps, its history and its documents. */
export function InsuranceDetailPage() {
  const { t } = useTranslation('insurance');
  const id = Number(useParams().id);
  const followUp = useFollowUp(id);
  usePageTitle(
    followUp.data ? t('detailTitle', { kind: t(`kinds.${followUp.data.kind}`), frame: followUp.data.bike.frameNumber }) : t('title'),
  );
  if (!Number.isInteger(id) || id <= 0) return <LoadState notFound />;
  if (!followUp.data) return <LoadState error={followUp.error} />;
  return <FollowUp followUp={followUp.data} />;
}

function FollowUp({ followUp: f }: { followUp: InsuranceFollowUpDetail }) {
  const { t } = useTranslation('insurance');
  const locale = useLocale();
  const [search, setSearch] = useSearchParams();
  const tab: Tab = TABS.find((x) => x === search.get('tab')) ?? 'details';
  const [editing, setEditing] = useState(false);
  const update = useUpdateFollowUp(f.id);
  const money = (cents: number | null) => (cents === null ? null : formatPrice(cents));

  const detail = (label: string, value: ReactNode) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text>{value || '—'}</Text>
    </div>
  );

  return (
    <Stack gap="lg" maw={1000}>
      <div>
        <Anchor component={Link} to={insurancePaths.list.getHref(locale)} size="sm">
          {t('backToList')}
        </Anchor>
        <Group gap="sm" wrap="wrap">
          <Title order={1}>{t('detailTitle', { kind: t(`kinds.${f.kind}`), frame: f.bike.frameNumber })}</Title>
          <Badge variant="light" color={INSURANCE_STATUS_COLORS[f.status]}>
            {t(`statuses.${f.status}`)}
          </Badge>
        </Group>
        <Text c="dimmed">{[f.bike.label, f.company?.name, formatDate(f.eventDate)].filter(Boolean).join(' · ')}</Text>
      </div>

      <InsuranceActions followUp={f} />

      <Tabs
        value={tab}
        onChange={(value) => setSearch(value && value !== 'details' ? { tab: value } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          {TABS.map((x) => (
            <Tabs.Tab key={x} value={x}>
              {t(`tabs.${x}`, { count: x === 'documents' ? f.documents.length : undefined })}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="details" pt="md">
          {editing ? (
            <InsuranceForm
              followUp={f}
              submitLabel={t('save')}
              pending={update.isPending}
              onCancel={() => setEditing(false)}
              onSubmit={async ({ bikeId: _bike, kind: _kind, ...body }) => {
                await update.mutateAsync(body);
                notify('success', t('saved'));
                setEditing(false);
              }}
            />
          ) : (
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
                {detail(t('fields.kind'), t(`kinds.${f.kind}`))}
                {detail(t('fields.eventDate'), formatDate(f.eventDate))}
                {detail(t('fields.insurer'), f.insurer)}
                {detail(t('fields.policy'), f.insurancePolicy)}
                {detail(t('fields.claimReference'), f.claimReference)}
                {detail(t('fields.amountClaimed'), money(f.amountClaimedCents))}
                {detail(t('fields.amountPaid'), money(f.amountPaidCents))}
              </SimpleGrid>
              {detail(t('fields.description'), <span style={{ whiteSpace: 'pre-wrap' }}>{f.description}</span>)}
              {f.editable && (
                <Group justify="flex-end">
                  <Button variant="default" onClick={() => setEditing(true)}>
                    {t('edit')}
                  </Button>
                </Group>
              )}
            </Stack>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <InsuranceSteps steps={f.steps} />
        </Tabs.Panel>
        <Tabs.Panel value="documents" pt="md">
          <InsuranceDocuments followUp={f} canUpload={f.editable} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
