import { Alert, Button, Center, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useConfirmEmail } from '@/features/identity/auth/api/confirm-email';
import { useErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

/** Where the link of a company sign-up or of a new e-mail address lands (decision 016). */
export function ConfirmEmailPage() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const { token = '' } = useParams();
  const confirmation = useConfirmEmail(token);
  const errorMessage = useErrorMessage();
  usePageTitle(t('confirmEmail.title'));

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('confirmEmail.title')}
      </Title>
      {confirmation.isPending && (
        <Center role="status" aria-label={t('confirmEmail.checking')}>
          <Loader />
        </Center>
      )}
      {confirmation.isError && <Alert color="red">{errorMessage(confirmation.error)}</Alert>}
      {confirmation.isSuccess && (
        <Alert color="green" role="status">
          {t(`confirmEmail.${confirmation.data.outcome}`, { email: confirmation.data.email })}
        </Alert>
      )}
      <Button component={Link} to={paths.login.getHref(locale)} variant="light">
        {t('confirmEmail.signIn')}
      </Button>
    </Stack>
  );
}
