import { Group, Text } from '@mantine/core';
import { IconBike } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function Logo({ size = 'xl' }: { size?: 'lg' | 'xl' }) {
  const { t } = useTranslation('common');
  return (
    <Group gap={6} wrap="nowrap" c="veloport.8">
      <IconBike size={size === 'xl' ? 30 : 24} stroke={1.8} aria-hidden />
      <Text component="span" fw={800} fz={size} lh={1} c="veloport.9" style={{ letterSpacing: '-0.02em' }}>
        {t('appName')}
      </Text>
    </Group>
  );
}
