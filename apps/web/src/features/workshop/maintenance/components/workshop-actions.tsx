import { Button, Group, NumberInput, Paper, Stack, Switch, TextInput, Title } from '@mantine/core';
import { MAX_ESTIMATED_MINUTES, MIN_ESTIMATED_MINUTES } from '@veloport/domain';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdvanceStep } from '@/features/workshop/maintenance/api/advance-step';
import type { MaintenanceRequestDetail } from '@/features/workshop/maintenance/api/get-maintenance-request';
import { useProposeDates } from '@/features/workshop/maintenance/api/propose-dates';
import { useSetEstimate } from '@/features/workshop/maintenance/api/set-estimate';
import { useSetPriority } from '@/features/workshop/maintenance/api/set-priority';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

/** `datetime-local` gives the Brussels wall-clock time the mechanic typed; the API takes ISO instants. */
const toIso = (local: string) => new Date(local).toISOString();

/** The workshop's side of a request: propose dates, move the job forward, flag it urgent. */
export function WorkshopActions({ request }: { request: MaintenanceRequestDetail }) {
  const { t } = useTranslation('maintenance');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const propose = useProposeDates(request.id);
  const advance = useAdvanceStep(request.id);
  const priority = useSetPriority(request.id);
  const estimate = useSetEstimate(request.id);
  const [minutes, setMinutes] = useState<number | string>(request.estimatedMinutes);
  const [estimateError, setEstimateError] = useState<string | undefined>();
  const [dates, setDates] = useState<string[]>(['', '']);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const canPropose = request.step === null && request.scheduledAt === null;

  const sendDates = async () => {
    const filled = dates.filter(Boolean);
    if (filled.length === 0) return setErrors({ 'dates.0': 'required' });
    setErrors({});
    try {
      await propose.mutateAsync(filled.map(toIso));
      notify('success', t('dates.proposed'));
      setDates(['', '']);
    } catch (error) {
      if (isApiError(error)) setErrors(error.fields);
      notify('error', errorMessage(error));
    }
  };
  const saveEstimate = async () => {
    setEstimateError(undefined);
    try {
      await estimate.mutateAsync(typeof minutes === 'number' ? minutes : Number.NaN);
      notify('success', t('workshop.estimateSaved'));
    } catch (error) {
      if (isApiError(error) && error.fields.estimatedMinutes) setEstimateError(fieldError(error.fields.estimatedMinutes) ?? undefined);
      notify('error', errorMessage(error));
    }
  };
  const run = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await fn();
      notify('success', done);
    } catch (error) {
      notify('error', errorMessage(error));
    }
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('workshop.title')}
        </Title>
        <Switch
          label={t('workshop.priority')}
          checked={request.priority}
          disabled={priority.isPending}
          onChange={(e) => {
            const next = e.currentTarget.checked;
            void run(() => priority.mutateAsync(next), next ? t('workshop.priorityOn') : t('workshop.priorityOff'));
          }}
        />
        {/* How long the job takes: the capacity books it on the planned day (decision 035). */}
        <Group align="flex-end" gap="xs" wrap="wrap">
          <NumberInput
            label={t('workshop.estimate')}
            value={minutes}
            onChange={setMinutes}
            min={MIN_ESTIMATED_MINUTES}
            max={MAX_ESTIMATED_MINUTES}
            step={15}
            allowDecimal={false}
            w={220}
            error={estimateError}
          />
          <Button
            size="sm"
            variant="default"
            onClick={saveEstimate}
            loading={estimate.isPending}
            disabled={minutes === request.estimatedMinutes}
          >
            {t('workshop.saveEstimate')}
          </Button>
        </Group>
        {canPropose && (
          <Stack gap="xs">
            {dates.map((d, i) => (
              <TextInput
                key={i}
                type="datetime-local"
                label={t('workshop.dateN', { n: i + 1 })}
                value={d}
                error={fieldError(errors[`dates.${i}`])}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setDates((all) => all.map((x, k) => (k === i ? value : x)));
                }}
              />
            ))}
            <Group gap="xs">
              {dates.length < 5 && (
                <Button
                  variant="subtle"
                  size="xs"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  onClick={() => setDates((all) => [...all, ''])}
                >
                  {t('workshop.addDate')}
                </Button>
              )}
              <Button size="sm" onClick={sendDates} loading={propose.isPending}>
                {t('workshop.propose')}
              </Button>
            </Group>
          </Stack>
        )}
        {request.nextSteps.length > 0 && (
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('workshop.moveTo')}
            </Title>
            <Group gap="xs" wrap="wrap">
              {request.nextSteps.map((step, i) => (
                <Button
                  key={step}
                  size="xs"
                  variant={i === 0 ? 'filled' : 'default'}
                  loading={advance.isPending && advance.variables === step}
                  onClick={() => run(() => advance.mutateAsync(step), t('workshop.stepDone', { step: t(`steps.${step}`) }))}
                >
                  {t(`steps.${step}`)}
                </Button>
              ))}
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
