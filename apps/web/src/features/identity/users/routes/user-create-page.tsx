import { Anchor, Paper, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { CreateUserRequest } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useCreateUser } from '@/features/identity/users/api/create-user';
import { UserForm } from '@/features/identity/users/components/user-form';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

/** Router state of the detail page right after a creation whose invitation mail failed. */
export type CreatedUserState = { invitationFailed?: boolean };

export function UserCreatePage() {
  const { t } = useTranslation('users');
  const locale = useLocale();
  const navigate = useNavigate();
  const createUser = useCreateUser();
  usePageTitle(t('create.title'));

  const onSubmit = async (request: CreateUserRequest) => {
    const { user, invitationSent } = await createUser.mutateAsync(request);
    if (invitationSent) notify('success', t('create.invitationSent', { email: user.email }));
    else notify('warning', t('create.invitationNotSent', { email: user.email }));
    const state: CreatedUserState = { invitationFailed: !invitationSent };
    void navigate(paths.userDetail.getHref(locale, user.id), { state });
  };

  return (
    <Stack gap="lg" maw={860}>
      <Anchor component={Link} to={paths.users.getHref(locale)} size="sm">
        <IconArrowLeft size={14} aria-hidden /> {t('backToList')}
      </Anchor>
      <Title order={1}>{t('create.title')}</Title>
      <Paper withBorder radius="lg" p="lg">
        <UserForm mode="create" submitLabel={t('create.submit')} onSubmit={onSubmit} />
      </Paper>
    </Stack>
  );
}
