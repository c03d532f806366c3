import { Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsentChoice } from '@/features/shell/consent/consent-cookie';

type ConsentPreferencesModalProps = {
  opened: boolean;
  onClose: () => void;
  onSave: (choice: ConsentChoice) => void;
};

export function ConsentPreferencesModal({ opened, onClose, onSave }: ConsentPreferencesModalProps) {
  const { t } = useTranslation('consent');
  const [measurement, setMeasurement] = useState(false);
  const necessaryId = useId();
  const measurementId = useId();

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('modal.title')}
      centered
      zIndex={400}
      closeButtonProps={{ 'aria-label': t('modal.close') }}
    >
      <Stack gap="lg">
        <Text size="sm">{t('modal.intro')}</Text>
        <div>
          <Switch checked disabled readOnly label={t('modal.necessary.label')} aria-describedby={necessaryId} />
          <Text id={necessaryId} size="sm" c="dimmed" mt={4} pl={50}>
            {t('modal.necessary.description')}
          </Text>
        </div>
        <div>
          <Switch
            checked={measurement}
            onChange={(event) => setMeasurement(event.currentTarget.checked)}
            label={t('modal.measurement.label')}
            aria-describedby={measurementId}
          />
          <Text id={measurementId} size="sm" c="dimmed" mt={4} pl={50}>
            {t('modal.measurement.description')}
          </Text>
        </div>
        <Group justify="flex-end">
          <Button onClick={() => onSave(measurement ? 'accepted' : 'refused')}>{t('modal.save')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
