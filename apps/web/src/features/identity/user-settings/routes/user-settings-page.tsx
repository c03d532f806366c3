import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AvatarSection } from '@/features/identity/user-settings/components/avatar-section';
import { ChangePasswordForm } from '@/features/identity/user-settings/components/change-password-form';
import { ProfileForm } from '@/features/identity/user-settings/components/profile-form';
import { useAuthUser } from '@/lib/auth/auth-context';
import { usePageTitle } from '@/lib/use-page-title';

function SettingsSection({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="lg" p="lg">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id={titleId}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

export function UserSettingsPage() {
  const { t } = useTranslation('settings');
  const user = useAuthUser();
  usePageTitle(t('title'));

  return (
    <Stack gap="lg" maw={860}>
      <Title order={1}>{t('title')}</Title>
      <SettingsSection title={t('avatar.title')} description={t('avatar.description')}>
        <AvatarSection />
      </SettingsSection>
      <SettingsSection title={t('profile.title')} description={t('profile.description')}>
        <ProfileForm user={user} />
      </SettingsSection>
      <SettingsSection title={t('password.title')} description={t('password.description')}>
        <ChangePasswordForm />
      </SettingsSection>
    </Stack>
  );
}
