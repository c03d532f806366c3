import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Field label followed by "(optional)": required fields carry no mark, optional ones say so. */
export function OptionalLabel({ children }: { children: string }) {
  const { t } = useTranslation('common');
  return (
    <>
      {children}{' '}
      <Text span inherit c="dimmed" fw={400}>
        {t('optional')}
      </Text>
    </>
  );
}
