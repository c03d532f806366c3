import { Alert, Anchor, Badge, Button, Group, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { formatDate, can } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { HistoryTimeline } from '@/components/ui/history-timeline';
import { LoadState } from '@/components/ui/load-state';
import { paths } from '@/config/paths';
import { useLead, type LeadDetail } from '@/features/sales/leads/api/get-lead';
import { useLeadHistory } from '@/features/sales/leads/api/get-lead-history';
import { useSetLeadStatus } from '@/features/sales/leads/api/set-lead-status';
import { useUpdateLead } from '@/features/sales/leads/api/update-lead';
import { LeadForm } from '@/features/sales/leads/components/lead-form';
import { LeadNotes } from '@/features/sales/leads/components/lead-notes';
import { LeadOfferPanel } from '@/features/sales/leads/components/lead-offer-panel';
import { LEAD_STATUS_COLORS } from '@/features/sales/leads/components/lead-status';
import { useAuthUser } from '@/lib/auth/auth-context';
import { useErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

const TABS = ['lead', 'notes', 'history'] as const;
type Tab = (typeof TABS)[number];

/** `interested/:id`: the person's details, notes, status and history, and "make an offer". */
export function LeadDetailPage() {
  const { t } = useTranslation('leads');
  const id = Number(useParams().id);
  const lead = useLead(id);
  usePageTitle(lead.data ? `${lead.data.firstname} ${lead.data.lastname}` : t('title'));
  if (!Number.isInteger(id) || id <= 0) return <LoadState notFound />;
  if (!lead.data) return <LoadState error={lead.error} />;
  return <Lead lead={lead.data} />;
}

function Lead({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation('leads');
  const locale = useLocale();
  const user = useAuthUser();
  const errorMessage = useErrorMessage();
  const [search, setSearch] = useSearchParams();
  const tab: Tab = TABS.find((x) => x === search.get('tab')) ?? 'lead';
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const status = useSetLeadStatus(lead.id);
  const update = useUpdateLead(lead.id);
  const history = useLeadHistory(lead.id, tab === 'history');
  const isAdmin = can(user, 'admin');

  const detail = (label: string, value: React.ReactNode) => (
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
        <Anchor component={Link} to={paths.leads.list.getHref(locale)} size="sm">
          {t('backToList')}
        </Anchor>
        <Group gap="sm" wrap="wrap">
          <Title order={1}>{`${lead.firstname} ${lead.lastname}`}</Title>
          <Badge variant="light" color={LEAD_STATUS_COLORS[lead.status]}>
            {t(`statuses.${lead.status}`)}
          </Badge>
        </Group>
        <Text c="dimmed">{[lead.companyName, t(`sources.${lead.source}`), formatDate(lead.createdAt)].filter(Boolean).join(' · ')}</Text>
      </div>

      {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}

      {lead.nextStatuses.length > 0 && (
        <Group gap="sm" wrap="wrap">
          {lead.nextStatuses.map((next) => (
            <Button
              key={next}
              variant="default"
              loading={status.isPending && status.variables === next}
              onClick={async () => {
                setFailure(null);
                try {
                  await status.mutateAsync(next);
                  notify('success', t('statusChanged'));
                } catch (error) {
                  setFailure(error);
                }
              }}
            >
              {t(`moveTo.${next}`)}
            </Button>
          ))}
        </Group>
      )}

      <LeadOfferPanel lead={lead} />

      <Tabs
        value={tab}
        onChange={(value) => setSearch(value && value !== 'lead' ? { tab: value } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          {TABS.map((x) => (
            <Tabs.Tab key={x} value={x}>
              {t(`tabs.${x}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="lead" pt="md">
          {editing ? (
            <LeadForm
              lead={lead}
              submitLabel={t('save')}
              pending={update.isPending}
              onCancel={() => setEditing(false)}
              onSubmit={async (body) => {
                await update.mutateAsync(body);
                notify('success', t('saved'));
                setEditing(false);
              }}
            />
          ) : (
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
                {detail(t('fields.email'), <Anchor href={`mailto:${lead.email}`}>{lead.email}</Anchor>)}
                {detail(t('fields.phone'), lead.phone)}
                {detail(t('fields.companyName'), lead.companyName)}
                {detail(t('fields.vatNumber'), lead.vatNumber)}
                {detail(t('fields.locale'), t(`languages.${lead.locale}`))}
                {detail(t('fields.model'), lead.model ? `${lead.model.name}${lead.size ? ` (${lead.size})` : ''}` : null)}
                {lead.requestId !== null &&
                  detail(
                    t('fields.request'),
                    isAdmin ? (
                      <Anchor component={Link} to={paths.requests.detail.getHref(locale, lead.requestId)}>
                        {`#${lead.requestId}`}
                      </Anchor>
                    ) : (
                      `#${lead.requestId}`
                    ),
                  )}
              </SimpleGrid>
              {detail(t('fields.message'), lead.message && <span style={{ whiteSpace: 'pre-wrap' }}>{lead.message}</span>)}
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setEditing(true)}>
                  {t('edit')}
                </Button>
              </Group>
            </Stack>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="notes" pt="md">
          <LeadNotes lead={lead} />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          {history.data ? (
            <HistoryTimeline
              entries={history.data.data}
              label={(path) =>
                path.length === 1 &&
                [
                  'firstname',
                  'lastname',
                  'email',
                  'phone',
                  'companyName',
                  'vatNumber',
                  'locale',
                  'size',
                  'message',
                  'status',
                  'source',
                ].includes(path[0]!)
                  ? t(`fields.${path[0]}`)
                  : undefined
              }
              describe={(path, value) =>
                path[0] === 'status' && typeof value === 'string' ? t(`statuses.${value}`, { defaultValue: value }) : undefined
              }
            />
          ) : (
            <LoadState error={history.error} />
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
