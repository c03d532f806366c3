import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, toLocale } from '@veloport/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadState } from '@/components/ui/load-state';
import { paths } from '@/config/paths';
import { useRequest } from '@/features/requests/requests/api/get-request';
import { ReplyForm } from '@/features/requests/requests/components/reply-form';
import { RequestDetailsList } from '@/features/requests/requests/components/request-details-list';
import { RequestHistory } from '@/features/requests/requests/components/request-history';
import { RequestStatusSelect } from '@/features/requests/requests/components/request-status-select';
import { requestDetails } from '@/features/requests/requests/request-details';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

/** `requests/:id`: one request from the public site, every field, its follow-up, the answer by e-mail and its history. */
export function RequestDetailPage() {
  const { t } = useTranslation('requests');
  const locale = useLocale();
  const id = Number(useParams().id);
  const request = useRequest(id);
  const r = request.data;
  const name = r ? `${r.firstname} ${r.lastname}` : '';
  usePageTitle(r ? t('detail.title', { type: t(`types.${r.type}`), name }) : t('list.title'));

  if (!Number.isInteger(id) || id <= 0) return <LoadState notFound />;
  if (!r) return <LoadState error={request.error} />;

  const details = requestDetails(r, t, locale);
  const section = (title: string, children: ReactNode) => (
    <Paper withBorder radius="lg" p="lg" component="section">
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );

  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Anchor component={Link} to={paths.requests.getHref(locale)} size="sm">
          {t('detail.back')}
        </Anchor>
        <Title order={1}>{t('detail.title', { type: t(`types.${r.type}`), name })}</Title>
        <Text c="dimmed">{t('detail.received', { at: formatDateTime(r.createdAt) })}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {section(t('detail.request'), details.length > 0 ? <RequestDetailsList items={details} /> : <Text c="dimmed">—</Text>)}
        <Stack gap="lg">
          {section(
            t('detail.requester'),
            <RequestDetailsList
              items={[
                { key: 'name', label: t('fields.from'), value: name },
                { key: 'email', label: t('fields.email'), value: r.email, href: `mailto:${r.email}` },
                ...(r.phone
                  ? [{ key: 'phone', label: t('fields.phone'), value: r.phone, href: `tel:${r.phone.replace(/\s+/g, '')}` }]
                  : []),
                { key: 'locale', label: t('fields.locale'), value: t(`languages.${toLocale(r.locale)}`) },
              ]}
            />,
          )}
          {section(
            t('detail.statusTitle'),
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <RequestStatusSelect request={r} label={t('fields.status')} />
              <div>
                <Text size="sm" c="dimmed">
                  {t('detail.handledBy')}
                </Text>
                <Text>{r.handledBy?.name ?? t('detail.nobody')}</Text>
              </div>
            </SimpleGrid>,
          )}
        </Stack>
      </SimpleGrid>
      {section(t('reply.title'), <ReplyForm request={r} />)}
      {section(t('detail.history'), <RequestHistory request={r} />)}
    </Stack>
  );
}
