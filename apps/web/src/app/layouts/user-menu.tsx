import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconSettings } from '@tabler/icons-react';
import type { AuthUser } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useLogout } from '@/lib/auth/logout';
import { useErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';

export function UserMenu({ user }: { user: AuthUser }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const logout = useLogout(locale);
  const errorMessage = useErrorMessage();
  const fullName = `${user.firstname} ${user.lastname}`.trim();

  const signOut = () => logout.mutate(undefined, { onError: (error) => notify('error', errorMessage(error)) });

  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={t('userMenu.label', { name: fullName })} p={4} style={{ borderRadius: 8 }}>
          <Group gap="xs" wrap="nowrap">
            <Avatar src={user.avatarUrl} name={fullName} alt="" radius="xl" size={34} />
            <Text size="sm" fw={600} visibleFrom="xs" aria-hidden>
              {fullName}
            </Text>
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item component={Link} to={paths.userSettings.getHref(locale)} leftSection={<IconSettings size={16} aria-hidden />}>
          {t('nav.userSettings')}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={signOut} disabled={logout.isPending}>
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
