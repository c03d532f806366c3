import { Alert, Anchor, Center, Group, Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { type CreateUserRequest, type UserDetail, can, heldPermissions } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useUser } from '@/features/identity/users/api/get-user';
import { useUpdateUser } from '@/features/identity/users/api/update-user';
import { ResendInvitationButton, UserActions } from '@/features/identity/users/components/user-actions';
import { UserForm } from '@/features/identity/users/components/user-form';
import { UserHistory } from '@/features/identity/users/components/user-history';
import { UserStatusBadges } from '@/features/identity/users/components/user-status-badge';
import type { CreatedUserState } from '@/features/identity/users/routes/user-create-page';
import { useAuthUser } from '@/lib/auth/auth-context';
import { isApiError, useErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

const TABS = ['details', 'history'] as const;
type Tab = (typeof TABS)[number];

function UserDetailContent({ user }: { user: UserDetail }) {
  const { t } = useTranslation(['users', 'errors']);
  const [search, setSearch] = useSearchParams();
  const { state } = useLocation() as { state: CreatedUserState | null };
  const updateUser = useUpdateUser();
  const requested = search.get('tab');
  const tab: Tab = TABS.find((candidate) => candidate === requested) ?? 'details';
  const name = `${user.firstname} ${user.lastname}`;
  usePageTitle(name);
  const me = useAuthUser();
  // A fleet manager changes only plain employees; staff accounts are the admins' (the API answers 403 staff_user_protected).
  const readOnly = !can(me, 'admin') && heldPermissions(user).length > 0;

  const onSubmit = async (request: CreateUserRequest) => {
    await updateUser.mutateAsync({ id: user.id, ...request });
    notify('success', t('detail.saved'));
  };

  return (
    <Stack gap="lg" maw={960}>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>{name}</Title>
          <Text c="dimmed">
            {user.email}
            {user.company ? ` · ${user.company.name}` : ''}
          </Text>
          {user.pendingEmail && (
            <Text size="sm" c="orange.9">
              {t('detail.pendingEmail', { email: user.pendingEmail })}
            </Text>
          )}
          <UserStatusBadges status={user.status} invitationPending={user.invitationPending} />
        </Stack>
        {!readOnly && <UserActions user={user} />}
      </Group>
      {state?.invitationFailed && user.invitationPending && (
        <Alert color="yellow" title={t('detail.invitationFailedTitle')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('detail.invitationFailedText', { email: user.email })}</Text>
            <ResendInvitationButton user={user} variant="filled" />
          </Stack>
        </Alert>
      )}
      <Tabs value={tab} onChange={(value) => setSearch(value && value !== 'details' ? { tab: value } : {}, { replace: true })}>
        <Tabs.List>
          {TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`detail.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="details" pt="md">
          <Paper withBorder radius="lg" p="lg">
            {/* A saved change remounts the form on the new values. */}
            {readOnly ? (
              <Alert color="blue">{t('errors:api.staff_user_protected')}</Alert>
            ) : (
              <UserForm key={user.updatedAt} mode="edit" user={user} submitLabel={t('detail.submit')} onSubmit={onSubmit} />
            )}
          </Paper>
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          {tab === 'history' && <UserHistory userId={user.id} />}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

export function UserDetailPage() {
  const { t } = useTranslation('users');
  const locale = useLocale();
  const { id } = useParams();
  const userId = Number(id);
  const valid = Number.isInteger(userId) && userId > 0;
  const user = useUser(valid ? userId : 0);
  const errorMessage = useErrorMessage();

  // Another company's user, like an unknown one, is not found (the API answers 404 for both).
  if (!valid || (user.isError && isApiError(user.error) && user.error.status === 404)) {
    return <Navigate to={paths.error.getHref(locale, 404)} replace />;
  }
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.users.getHref(locale)} size="sm">
        <IconArrowLeft size={14} aria-hidden /> {t('backToList')}
      </Anchor>
      {user.isError && (
        <>
          <Title order={1}>{t('detail.title')}</Title>
          <Alert color="red">{errorMessage(user.error)}</Alert>
        </>
      )}
      {user.isPending && (
        <Center py="xl">
          <Loader role="status" aria-label={t('common:loading')} />
        </Center>
      )}
      {user.data && <UserDetailContent user={user.data} />}
    </Stack>
  );
}
