import { List, Progress, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { passwordIssues, passwordStrength, type PasswordIssue, type PasswordStrength } from '@veloport/domain';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from '@/components/ui/password-input';

const RULES: readonly PasswordIssue[] = ['too_short', 'missing_digit', 'missing_special', 'missing_uppercase'];

const STRENGTH_DISPLAY: Record<PasswordStrength, { value: number; color: string }> = {
  weak: { value: 33, color: 'red' },
  medium: { value: 66, color: 'yellow' },
  strong: { value: 100, color: 'green' },
};

export type PasswordFieldsProps = {
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  passwordLabel?: string;
  confirmationLabel?: string;
  /** Already translated messages, e.g. from form validation or the API. */
  passwordError?: ReactNode;
  confirmationError?: ReactNode;
  onPasswordBlur?: () => void;
  disabled?: boolean;
};

/**
 * New password + confirmation with a strength meter and the live list of rules (spec §5);
 * shared by sign-up, reset, set and change password.
 */
export function PasswordFields({
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
  passwordLabel,
  confirmationLabel,
  passwordError,
  confirmationError,
  onPasswordBlur,
  disabled,
}: PasswordFieldsProps) {
  const { t } = useTranslation(['common', 'errors']);
  const rulesTitleId = useId();
  const [confirmationTouched, setConfirmationTouched] = useState(false);
  const issues = passwordIssues(password);
  const strength = passwordStrength(password);
  const display = STRENGTH_DISPLAY[strength];
  const strengthText = t(`common:password.strength.${strength}`);
  const liveMismatch = confirmationTouched && confirmation !== '' && confirmation !== password;

  return (
    <Stack gap="sm">
      <PasswordInput
        label={passwordLabel ?? t('common:password.label')}
        value={password}
        onChange={(event) => onPasswordChange(event.currentTarget.value)}
        onBlur={onPasswordBlur}
        error={passwordError}
        autoComplete="new-password"
        disabled={disabled}
        required
      />
      {password !== '' && (
        <Stack gap={4}>
          <Progress.Root size="sm">
            <Progress.Section
              value={display.value}
              color={display.color}
              withAria={false}
              role="progressbar"
              aria-label={t('common:password.strengthLabel')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={display.value}
              aria-valuetext={strengthText}
            />
          </Progress.Root>
          <Text size="sm" aria-live="polite">
            {t('common:password.strengthValue', { strength: strengthText })}
          </Text>
        </Stack>
      )}
      <div>
        <Text size="sm" id={rulesTitleId}>
          {t('common:password.rulesTitle')}
        </Text>
        <List size="sm" spacing={2} center aria-labelledby={rulesTitleId}>
          {RULES.map((rule) => {
            const met = !issues.includes(rule);
            return (
              <List.Item
                key={rule}
                icon={
                  <ThemeIcon color={met ? 'green' : 'gray'} size={18} radius="xl" aria-hidden>
                    {met ? <IconCheck size={12} /> : <IconX size={12} />}
                  </ThemeIcon>
                }
              >
                {t(`common:password.rules.${rule}`)}
                <VisuallyHidden>{t(met ? 'common:password.ruleMet' : 'common:password.ruleNotMet')}</VisuallyHidden>
              </List.Item>
            );
          })}
        </List>
      </div>
      <PasswordInput
        label={confirmationLabel ?? t('common:password.confirmationLabel')}
        value={confirmation}
        onChange={(event) => onConfirmationChange(event.currentTarget.value)}
        onBlur={() => setConfirmationTouched(true)}
        error={confirmationError ?? (liveMismatch ? t('errors:fields.passwords_mismatch') : undefined)}
        autoComplete="new-password"
        disabled={disabled}
        required
      />
    </Stack>
  );
}
