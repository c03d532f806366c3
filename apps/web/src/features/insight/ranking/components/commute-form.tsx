import { Alert, Button, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { commuteInputSchema, toLocale } from '@veloport/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyCommute, useSaveCommute } from '@/features/insight/ranking/api/commute';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';
import { notify } from '@/lib/notify';

type Values = { oneWayKm: number | string; daysPerMonth: number | string };
const draftOf = (v: Values) => ({
  oneWayKm: v.oneWayKm === '' ? undefined : Number(v.oneWayKm),
  daysPerMonth: v.daysPerMonth === '' ? undefined : Number(v.daysPerMonth),
});
const validate = schemaValidator<Values>(commuteInputSchema, draftOf);

/** One's declared commute: home ↔ work km (one way) and the days a month it is cycled. */
export function CommuteForm() {
  const { t, i18n } = useTranslation('ranking');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const commute = useMyCommute();
  const save = useSaveCommute();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<Values>({ mode: 'controlled', initialValues: { oneWayKm: '', daysPerMonth: '' }, validate });
  const input = (name: keyof Values) => ({ ...form.getInputProps(name), error: fieldError(form.errors[name]) });
  const known = commute.data ?? null;

  useEffect(() => {
    if (known) form.setValues({ oneWayKm: known.oneWayKm, daysPerMonth: known.daysPerMonth });
    // Fill the form once the declared commute arrives (or changes); typing in between is the user's.
  }, [known?.oneWayKm, known?.daysPerMonth]);

  const run = async (input: Parameters<typeof save.mutateAsync>[0], message: string) => {
    setFailure(null);
    try {
      await save.mutateAsync(input);
      notify('success', message);
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fields).length > 0) form.setErrors(error.fields);
      else setFailure(error);
    }
  };
  const submit = form.onSubmit((values) => run(commuteInputSchema.parse(draftOf(values)), t('commute.saved')));

  return (
    <form onSubmit={submit} noValidate aria-label={t('commute.title')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('commute.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('commute.intro')}
        </Text>
        {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        <Group align="flex-start" wrap="wrap">
          <NumberInput
            {...input('oneWayKm')}
            label={t('commute.oneWayKm')}
            min={0}
            max={200}
            decimalScale={1}
            decimalSeparator={toLocale(i18n.language) === 'en' ? '.' : ','}
            thousandSeparator=""
            rightSection="km"
            maw={260}
            required
          />
          <NumberInput
            {...input('daysPerMonth')}
            label={t('commute.daysPerMonth')}
            min={0}
            max={31}
            allowDecimal={false}
            maw={200}
            required
          />
        </Group>
        <Group gap="sm">
          <Button type="submit" loading={save.isPending && save.variables !== null}>
            {t('commute.save')}
          </Button>
          {known && (
            <Button
              variant="subtle"
              color="red"
              // A long label in Dutch and French: it wraps on a phone rather than being cut.
              styles={{ root: { height: 'auto', minHeight: 36 }, label: { whiteSpace: 'normal' } }}
              onClick={() => {
                form.setValues({ oneWayKm: '', daysPerMonth: '' });
                void run(null, t('commute.cleared'));
              }}
            >
              {t('commute.clear')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
