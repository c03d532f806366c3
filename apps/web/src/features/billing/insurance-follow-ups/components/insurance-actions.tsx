import { Alert, Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '@/components/ui/money-input';
import type { InsuranceFollowUpDetail } from '@/features/billing/insurance-follow-ups/api/get-follow-up';
import { useMoveFollowUp } from '@/features/billing/insurance-follow-ups/api/move-follow-up';
import { useErrorMessage, useFieldErrorMessage, isApiError } from '@/lib/errors';
import { notify } from '@/lib/notify';

/** The admin's next steps of the flow; moving to `paid` asks for the amount the insurer paid. */
export function InsuranceActions({ followUp }: { followUp: InsuranceFollowUpDetail }) {
  const { t } = useTranslation('insurance');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const transition = useMoveFollowUp(followUp.id);
  const [note, setNote] = useState('');
  const [paidCents, setPaidCents] = useState<number | null>(followUp.amountPaidCents);
  const [failure, setFailure] = useState<unknown>(null);
  if (followUp.nextStatuses.length === 0) return null;
  const paying = followUp.nextStatuses.includes('paid');
  const paidError = isApiError(failure) ? failure.fields.amountPaidCents : undefined;

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('nextStep')}
        </Title>
        {failure !== null && !paidError && <Alert color="red">{errorMessage(failure)}</Alert>}
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t('fields.note')}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            autoComplete="off"
            style={{ flex: '1 1 16rem' }}
          />
          {paying && (
            <MoneyInput label={t('fields.amountPaid')} value={paidCents} onChange={setPaidCents} min={0} error={fieldError(paidError)} />
          )}
        </Group>
        <Group gap="sm" wrap="wrap">
          {followUp.nextStatuses.map((next) => (
            <Button
              key={next}
              variant={next === 'refused' || next === 'closed' ? 'default' : 'filled'}
              loading={transition.isPending && transition.variables?.status === next}
              onClick={async () => {
                setFailure(null);
                try {
                  await transition.mutateAsync({
                    status: next,
                    note: note.trim() || null,
                    ...(next === 'paid' && paidCents !== null ? { amountPaidCents: paidCents } : {}),
                  });
                  setNote('');
                  notify('success', t('statusChanged'));
                } catch (error) {
                  setFailure(error);
                }
              }}
            >
              {t(`moveTo.${next}`)}
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
