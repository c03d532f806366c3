import { Alert, Button, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { formatDate, formatPrice, type giftCardBalanceSchema } from '@veloport/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckGiftCardBalance } from '@/features/billing/gift-cards/api/check-gift-card-balance';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import type { Infer } from '@/lib/contract';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * `/{locale}/gift-card` (public, decision 059): whoever holds a card types its code and sees what it still holds and
 * until when. An unknown code says "invalid code", nothing more; the endpoint counts wrong codes (429 after ten).
 */
export function GiftCardBalancePage() {
  const { t } = useTranslation('giftCardBalance');
  const locale = useLocale();
  const check = useCheckGiftCardBalance();
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<unknown>(null);
  const [balance, setBalance] = useState<Infer<typeof giftCardBalanceSchema> | null>(null);
  usePageTitle(t('title'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setBalance(null);
    setError(undefined);
    if (!code.trim()) return setError('required');
    try {
      setBalance(await check.mutateAsync(code.trim()));
    } catch (e) {
      // Unknown or malformed: "invalid code", nothing more (the API answers the same for both).
      if (isApiError(e) && e.fields?.code) setError(e.fields.code === 'invalid' ? 'invalid_code' : e.fields.code);
      else setFailure(e);
    }
  };

  return (
    <Stack gap="lg" maw={560}>
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </div>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="md">
            {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
            <TextInput
              label={t('code')}
              placeholder="ABCD-EFGH-JKLM-NPQR"
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              error={error === 'invalid_code' ? t('invalidCode') : fieldError(error)}
              autoComplete="off"
              autoCapitalize="characters"
              required
            />
            <div>
              <Button type="submit" loading={check.isPending}>
                {t('check')}
              </Button>
            </div>
          </Stack>
        </form>
      </Paper>
      {balance && (
        <Paper withBorder p="md" radius="md" role="status">
          <Table aria-label={t('result')}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th scope="row">{t('balance')}</Table.Th>
                <Table.Td ta="right" fw={700}>
                  {formatPrice(balance.balanceCents, locale)}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">{t('expiresOn')}</Table.Th>
                <Table.Td ta="right">{balance.expiresOn ? formatDate(balance.expiresOn) : t('noExpiry')}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">{t('status')}</Table.Th>
                <Table.Td ta="right">{t(`statuses.${balance.status}`)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}
