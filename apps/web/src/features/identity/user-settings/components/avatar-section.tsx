import { Alert, Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { AVATAR_MAX_BYTES } from '@veloport/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteAvatar } from '@/features/identity/user-settings/api/delete-avatar';
import { useUploadAvatar } from '@/features/identity/user-settings/api/upload-avatar';
import { avatarFileProblem } from '@/features/identity/user-settings/avatar-file';
import { useAuth, useAuthUser } from '@/lib/auth/auth-context';
import { useErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

export function AvatarSection() {
  const { t } = useTranslation(['settings', 'errors']);
  const user = useAuthUser();
  const { setUser } = useAuth();
  const upload = useUploadAvatar();
  const remove = useDeleteAvatar();
  const errorMessage = useErrorMessage();
  const [problem, setProblem] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);
  const fullName = `${user.firstname} ${user.lastname}`.trim();

  const onFile = (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    const fileProblem = avatarFileProblem(file);
    if (fileProblem) {
      setProblem(t(`errors:api.${fileProblem}`));
      return;
    }
    setProblem(null);
    upload.mutate(file, {
      onSuccess: (response) => {
        setUser(response.user);
        notify('success', t('settings:avatar.updated'));
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  const onRemove = () => {
    setProblem(null);
    remove.mutate(undefined, {
      onSuccess: (response) => {
        setUser(response.user);
        notify('success', t('settings:avatar.removed'));
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  return (
    <Stack gap="md">
      <Group gap="lg" align="center">
        <Avatar src={user.avatarUrl} name={fullName} alt={t('settings:avatar.alt', { name: fullName })} size={96} radius={96} />
        <Stack gap="xs">
          <Group gap="xs">
            <FileButton
              onChange={onFile}
              accept="image/png,image/jpeg"
              resetRef={resetRef}
              inputProps={{ 'aria-label': t('settings:avatar.choose') }}
            >
              {(props) => (
                <Button {...props} leftSection={<IconUpload size={16} aria-hidden />} loading={upload.isPending}>
                  {t('settings:avatar.choose')}
                </Button>
              )}
            </FileButton>
            {user.avatarUrl && (
              <Button variant="default" leftSection={<IconTrash size={16} aria-hidden />} onClick={onRemove} loading={remove.isPending}>
                {t('settings:avatar.remove')}
              </Button>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {t('settings:avatar.hint', { size: AVATAR_MAX_BYTES / (1024 * 1024) })}
          </Text>
        </Stack>
      </Group>
      {problem && <Alert color="red">{problem}</Alert>}
    </Stack>
  );
}
