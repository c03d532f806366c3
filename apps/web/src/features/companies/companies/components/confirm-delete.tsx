import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  opened: boolean;
  title: string;
  text: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** "Are you sure?" before something that cannot be undone. */
export function ConfirmDelete({ opened, title, text, pending, onConfirm, onClose }: Props) {
  const { t } = useTranslation('companies');
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <Stack gap="md">
        <Text>{text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button color="red" loading={pending} onClick={onConfirm}>
            {t('actions.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
