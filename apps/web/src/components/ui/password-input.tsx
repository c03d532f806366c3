import { PasswordInput as MantinePasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Mantine's PasswordInput with a translated name on its show/hide toggle. */
export function PasswordInput(props: PasswordInputProps) {
  const { t } = useTranslation('common');
  return (
    <MantinePasswordInput
      {...props}
      visibilityToggleButtonProps={{ 'aria-label': t('password.toggleVisibility'), ...props.visibilityToggleButtonProps }}
    />
  );
}
