import { Alert, Anchor, Button, Checkbox, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { emailSchema, formatDate, formatPrice } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OptionalLabel } from '@/components/ui/optional-label';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { useBookRental } from '../api/book-rental';
import type { RentalBookingCreated, RentalFleetBike } from '../api/rental-booking-contract';

type Values = { email: string; firstName: string; lastName: string; phone: string; acceptTerms: boolean };

/** Mirrors the booking contract's rules on the inputs (decision 079 once the contract is folded, decision 083). */
function validate(v: Values): Partial<Record<keyof Values, string>> {
  const errors: Partial<Record<keyof Values, string>> = {};
  for (const field of ['email', 'firstName', 'lastName'] as const) if (!v[field].trim()) errors[field] = 'required';
  if (!errors.email && !emailSchema.safeParse(v.email).success) errors.email = 'invalid_email';
  if (!v.acceptTerms) errors.acceptTerms = 'terms_not_accepted';
  return errors;
}

type Props = {
  bike: RentalFleetBike;
  start: string;
  end: string;
  onBooked: (booking: RentalBookingCreated) => void;
  /** The bike was booked by someone else meanwhile: the list is read again and the choice dropped. */
  onUnavailable: () => void;
};

export function BookingForm({ bike, start, end, onBooked, onUnavailable }: Props) {
  const { t } = useTranslation('shop');
  const locale = useLocale();
  const { user } = useAuth();
  const book = useBookRental();
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      email: user?.email ?? '',
      firstName: user?.firstname ?? '',
      lastName: user?.lastname ?? '',
      phone: user?.phone ?? '',
      acceptTerms: false,
    },
    validate,
  });
  const input = (field: keyof Values) => ({ ...form.getInputProps(field), error: fieldError(form.errors[field]) });
  const submit = form.onSubmit((v) => {
    setFailure(null);
    const customer = {
      email: v.email.trim(),
      firstName: v.firstName.trim(),
      lastName: v.lastName.trim(),
      ...(v.phone.trim() ? { phone: v.phone.trim() } : {}),
      // The confirmation e-mail is written in the page's language.
      language: locale,
    };
    book.mutate(
      { bikeId: bike.id, start, end, customer, acceptTerms: true },
      {
        onSuccess: onBooked,
        onError: (error) => {
          if (isApiError(error) && error.status === 422) form.setErrors(error.fields);
          if (isApiError(error) && error.code === 'bike_unavailable') onUnavailable();
          setFailure(error);
        },
      },
    );
  });
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" component="section" aria-labelledby="rental-booking">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="rental-booking">
            {t('rentals.bookTitle', {
              model: bike.model,
              start: formatDate(start),
              end: formatDate(end),
              total: formatPrice(bike.totalCents),
            })}
          </Title>
          <TextInput {...input('email')} type="email" label={t('fields.email')} autoComplete="email" required />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...input('firstName')} label={t('fields.firstName')} autoComplete="given-name" required />
            <TextInput {...input('lastName')} label={t('fields.lastName')} autoComplete="family-name" required />
          </SimpleGrid>
          <TextInput {...input('phone')} type="tel" label={<OptionalLabel>{t('fields.phone')}</OptionalLabel>} autoComplete="tel" />
          <Anchor component={Link} to={paths.legal.getHref(locale, 'terms')} target="_blank" size="sm">
            {t('rentals.readTerms')}
          </Anchor>
          <Checkbox
            {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
            error={form.errors.acceptTerms ? t('rentals.termsRequired') : undefined}
            label={t('rentals.acceptTerms')}
          />
          {failure !== null && (
            <Alert color="red" role="alert">
              {isApiError(failure) && failure.code === 'bike_unavailable' ? t('rentals.unavailable') : errorMessage(failure)}
            </Alert>
          )}
          <Button type="submit" loading={book.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('rentals.book')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
