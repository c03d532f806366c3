import { Alert, Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/ui/date-field';
import { useChangeRentalEnd } from '@/features/rentals/rentals/api/change-rental-end';
import type { Rental } from '@/features/rentals/rentals/api/get-rental';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

/** A new last day: an extension is refused (409) when a bike is rented to someone else on a new day. */
export function RentalEndForm({ rental }: { rental: Rental }) {
  const { t } = useTranslation('rentals');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const change = useChangeRentalEnd(rental.id);
  const [endDate, setEndDate] = useState(rental.endDate);
  const [failure, setFailure] = useState<unknown>(null);
  const submit = async () => {
    setFailure(null);
    try {
      await change.mutateAsync(endDate);
      notify('success', t('detail.endChanged'));
    } catch (error) {
      setFailure(error);
    }
  };
  const field = isApiError(failure) ? fieldError(failure.fields.endDate) : undefined;
  return (
    <Group align="flex-end" wrap="wrap">
      <DateField label={t('detail.changeEnd')} value={endDate} onChange={setEndDate} error={field} required />
      <Button onClick={() => void submit()} loading={change.isPending} disabled={!endDate || endDate === rental.endDate} variant="light">
        {t('detail.changeEndSubmit')}
      </Button>
      {failure !== null && !field && (
        <Alert color="red" w="100%">
          {errorMessage(failure)}
        </Alert>
      )}
    </Group>
  );
}
