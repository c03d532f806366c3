import { Alert, Anchor, Button, Card, Group, Image, Loader, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import { formatDateTime, type AssistanceStatus } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { assistancePaths } from '@/config/sharing-statistics-paths';
import { useChangeAssistanceStatus } from '@/features/sharing/assistance/api/change-assistance-status';
import { assistancePhotoUrl, useAssistanceReport } from '@/features/sharing/assistance/api/get-assistance-report';
import { AssistanceStatusBadge } from '@/features/sharing/assistance/components/assistance-status';
import { useErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

/** `reservations/assistance/{id}`: one report, its photo, who moved it on and when, and the next step for the fleet manager or the workshop. */
export function AssistanceDetailPage() {
  const { t } = useTranslation('assistance');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const id = Number(useParams().id);
  const created = Boolean((useLocation().state as { created?: boolean } | null)?.created);
  const report = useAssistanceReport(id);
  const change = useChangeAssistanceStatus(id);
  usePageTitle(t('detail.title', { id }));
  const r = report.data;
  const next: AssistanceStatus[] = r?.status === 'open' ? ['in_progress', 'resolved'] : r?.status === 'in_progress' ? ['resolved'] : [];

  return (
    <Stack gap="lg" maw={900}>
      <Anchor component={Link} to={assistancePaths.list.getHref(locale)} size="sm">
        {t('detail.back')}
      </Anchor>
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('detail.title', { id })}</Title>
        {r && <AssistanceStatusBadge status={r.status} />}
      </Group>
      {created && <Alert color="green">{t('detail.created')}</Alert>}
      {report.isPending && <Loader aria-label={t('loading')} />}
      {report.isError && <Alert color="red">{errorMessage(report.error)}</Alert>}
      {r && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="md">
            <Card withBorder>
              <Stack gap={6}>
                <Text fw={600}>{t(`kinds.${r.kind}`)}</Text>
                {r.comment ? <Text style={{ whiteSpace: 'pre-wrap' }}>{r.comment}</Text> : <Text c="dimmed">{t('detail.noComment')}</Text>}
                <Text size="sm">{t('detail.bike', { frame: r.bike.frameNumber })}</Text>
                <Text size="sm">
                  {t('detail.reservation', {
                    code: r.reservation.code,
                    start: formatDateTime(r.reservation.start),
                    end: formatDateTime(r.reservation.end),
                  })}
                </Text>
                {r.building && <Text size="sm">{t('detail.building', { name: r.building.name })}</Text>}
                <Text size="sm">{t('detail.company', { name: r.company.name })}</Text>
              </Stack>
            </Card>
            {r.canChangeStatus && (
              <Group gap="sm" wrap="wrap">
                {next.map((status) => (
                  <Button
                    key={status}
                    variant={status === 'resolved' ? 'filled' : 'light'}
                    loading={change.isPending && change.variables === status}
                    onClick={() => change.mutate(status)}
                  >
                    {t(`detail.moveTo.${status}`)}
                  </Button>
                ))}
              </Group>
            )}
            {change.isError && <Alert color="red">{errorMessage(change.error)}</Alert>}
            <div>
              <Title order={2} size="h4" mb="sm">
                {t('detail.history')}
              </Title>
              <Timeline active={r.status === 'open' ? 0 : r.status === 'in_progress' ? 1 : 2} bulletSize={16} lineWidth={2}>
                <Timeline.Item title={t('statuses.open')}>
                  <Text size="sm">{t('detail.step', { at: formatDateTime(r.createdAt), name: r.reporter.name })}</Text>
                </Timeline.Item>
                <Timeline.Item title={t('statuses.in_progress')}>
                  <Text size="sm">
                    {r.inProgress ? t('detail.step', { at: formatDateTime(r.inProgress.at), name: r.inProgress.by?.name ?? '' }) : '—'}
                  </Text>
                </Timeline.Item>
                <Timeline.Item title={t('statuses.resolved')}>
                  <Text size="sm">
                    {r.resolved ? t('detail.step', { at: formatDateTime(r.resolved.at), name: r.resolved.by?.name ?? '' }) : '—'}
                  </Text>
                </Timeline.Item>
              </Timeline>
            </div>
          </Stack>
          <div>
            <Title order={2} size="h4" mb="sm">
              {t('fields.photo')}
            </Title>
            {r.hasPhoto ? (
              <Image
                src={assistancePhotoUrl(r.id)}
                alt={t('detail.photoAlt', { kind: t(`kinds.${r.kind}`), frame: r.bike.frameNumber })}
                radius="sm"
                maw={420}
              />
            ) : (
              <Text c="dimmed">{t('detail.noPhoto')}</Text>
            )}
          </div>
        </SimpleGrid>
      )}
    </Stack>
  );
}
