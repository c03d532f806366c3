import { Anchor, Badge, Button, Group, Modal, Stack, Switch, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { formatDate, can } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmAction } from '@/components/ui/confirm-action';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import { SearchInput } from '@/components/ui/search-input';
import { useDeleteEvent } from '@/features/content/events/api/delete-event';
import type { CyclingEvent } from '@/features/content/events/api/get-event';
import { useEvents } from '@/features/content/events/api/get-events';
import { useSaveEvent } from '@/features/content/events/api/save-event';
import { EventForm } from '@/features/content/events/components/event-form';
import { eventsPaths } from '@/features/content/events/events-paths';
import { useAuthUser } from '@/lib/auth/auth-context';
import { useErrorMessage } from '@/lib/errors';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

/** `events`: the cycling events the reader may see (admins create, change and delete them here). */
export function EventListPage() {
  const { t } = useTranslation('events');
  const locale = useLocale();
  const user = useAuthUser();
  const admin = can(user, 'admin');
  const errorMessage = useErrorMessage();
  const list = useListParams({ sort: 'date', order: 'desc' });
  const { params, update, apiQuery } = list;
  const events = useEvents(apiQuery);
  const table = useListScreen(events, list);
  const [editing, setEditing] = useState<CyclingEvent | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CyclingEvent | null>(null);
  const save = useSaveEvent(editing === null || editing === 'new' ? null : editing.id);
  const remove = useDeleteEvent();
  usePageTitle(t('title'));

  const columns: DataTableColumn<CyclingEvent>[] = [
    {
      key: 'title',
      header: t('fields.title'),
      sortKey: 'title',
      render: (e) => (
        <Group gap="xs">
          <Anchor component={Link} to={eventsPaths.detail.getHref(locale, e.id)} fw={600}>
            {e.title}
          </Anchor>
          {e.myTeamId !== null && (
            <Badge size="sm" variant="light">
              {t('inATeam')}
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'date', header: t('fields.date'), sortKey: 'date', render: (e) => formatDate(e.date) },
    { key: 'place', header: t('fields.place'), render: (e) => e.place, hideOnPhone: true },
    { key: 'company', header: t('fields.company'), render: (e) => e.company?.name ?? t('everyone'), hideOnPhone: true },
    { key: 'teams', header: t('fields.teamCount'), render: (e) => e.teamCount, hideOnPhone: true },
    ...(admin
      ? [
          {
            key: 'actions',
            header: t('actions'),
            render: (e: CyclingEvent) => (
              <Group gap="xs" wrap="nowrap">
                <Button size="compact-sm" variant="default" onClick={() => setEditing(e)} aria-label={t('editNamed', { title: e.title })}>
                  {t('edit')}
                </Button>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  onClick={() => setDeleting(e)}
                  aria-label={t('deleteNamed', { title: e.title })}
                >
                  {t('delete')}
                </Button>
              </Group>
            ),
          },
        ]
      : []),
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </div>
        {admin && (
          <Button onClick={() => setEditing('new')} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('create')}
          </Button>
        )}
      </Group>
      <Group wrap="wrap" align="flex-end">
        <SearchInput label={t('search')} value={params.q} onSearch={(q) => update({ q })} />
        <Switch
          label={t('upcomingOnly')}
          checked={params.filters.upcoming === 'true'}
          onChange={(e) => update({ upcoming: e.currentTarget.checked ? 'true' : null })}
        />
      </Group>
      <ListTable {...table} caption={t('title')} columns={columns} rowKey={(e) => e.id} emptyText={t('empty')} />
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? t('create') : t('edit')} size="lg">
        {editing !== null && (
          <EventForm
            event={editing === 'new' ? undefined : editing}
            pending={save.isPending}
            onCancel={() => setEditing(null)}
            onSubmit={async (body) => {
              await save.mutateAsync(body);
              notify('success', t('saved'));
              setEditing(null);
            }}
          />
        )}
      </Modal>
      <ConfirmAction
        opened={deleting !== null}
        title={t('deleteTitle', { title: deleting?.title ?? '' })}
        effects={[t('deleteEffect')]}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notify('success', t('deleted'));
              setDeleting(null);
            },
            onError: (error) => notify('error', errorMessage(error)),
          })
        }
      />
    </Stack>
  );
}
