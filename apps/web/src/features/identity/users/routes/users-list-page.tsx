import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { formatDate, type UserListItem, can, heldPermissions } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { paths } from '@/config/paths';
import { useUsers } from '@/features/identity/users/api/list-users';
import { UserStatusBadges } from '@/features/identity/users/components/user-status-badge';
import { UsersFilters } from '@/features/identity/users/components/users-filters';
import { useAuthUser } from '@/lib/auth/auth-context';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

export function UsersListPage() {
  const { t } = useTranslation('users');
  const locale = useLocale();
  const asAdmin = can(useAuthUser(), 'admin');
  const list = useListParams({ sort: 'lastname' });
  const { params, update, apiQuery } = list;
  const users = useUsers(apiQuery);
  const table = useListScreen(users, list);
  usePageTitle(t('list.title'));

  const permissionsOf = (user: UserListItem) =>
    heldPermissions(user)
      .map((permission) => t(`permissions.${permission}`))
      .join(', ');

  const columns: DataTableColumn<UserListItem>[] = [
    {
      key: 'name',
      header: t('list.columns.name'),
      sortKey: 'lastname',
      render: (user) => (
        <Anchor component={Link} to={paths.userDetail.getHref(locale, user.id)} fw={600}>
          {`${user.lastname} ${user.firstname}`}
        </Anchor>
      ),
    },
    { key: 'email', header: t('fields.email'), sortKey: 'email', hideOnPhone: true, render: (user) => user.email },
    ...(asAdmin
      ? [{ key: 'company', header: t('fields.company'), hideOnPhone: true, render: (user: UserListItem) => user.company?.name ?? '—' }]
      : []),
    {
      key: 'status',
      header: t('fields.status'),
      render: (user) => <UserStatusBadges status={user.status} invitationPending={user.invitationPending} />,
    },
    { key: 'permissions', header: t('fields.permissions'), hideOnPhone: true, render: (user) => permissionsOf(user) || '—' },
    {
      key: 'createdAt',
      header: t('list.columns.createdAt'),
      sortKey: 'createdAt',
      hideOnPhone: true,
      render: (user) => formatDate(user.createdAt),
    },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1}>{t('list.title')}</Title>
          <Text c="dimmed">{t(asAdmin ? 'list.subtitleAdmin' : 'list.subtitle')}</Text>
        </div>
        <Button component={Link} to={paths.userCreate.getHref(locale)} leftSection={<IconUserPlus size={18} aria-hidden />}>
          {t('list.create')}
        </Button>
      </Group>
      <UsersFilters params={params} update={update} withCompany={asAdmin} />
      <Group justify="flex-end">
        <DownloadButtons path="/users" query={apiQuery} />
      </Group>
      <ListTable
        {...table}
        caption={t('list.caption')}
        columns={columns}
        rowKey={(user) => user.id}
        emptyText={t('list.empty')}
        noMatchText={t('list.empty')}
      />
    </Stack>
  );
}
