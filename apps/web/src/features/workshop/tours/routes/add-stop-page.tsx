import { Alert, Anchor, Button, Card, Group, NumberInput, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { DEFAULT_STOP_MINUTES } from '@veloport/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadState } from '@/components/ui/load-state';
import { SearchInput } from '@/components/ui/search-input';
import { useAddStop } from '@/features/workshop/tours/api/add-stop';
import { useTour } from '@/features/workshop/tours/api/get-tour';
import { useTourRequests } from '@/features/workshop/tours/api/get-tour-requests';
import { dayLabel } from '@/features/workshop/tours/components/format';
import { useTourError, useTourFieldError } from '@/features/workshop/tours/components/tour-errors';
import { tourPaths } from '@/features/workshop/tours/paths';
import { isApiError } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

/** Adds a request to visit to a draft tour, with the customer's time window and the job's length. */
export function AddStopPage() {
  const { t } = useTranslation('tours');
  const locale = useLocale();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const tour = useTour(id);
  const [q, setQ] = useState('');
  const requests = useTourRequests('to_propose', { perPage: 50, ...(q ? { q } : {}) });
  const add = useAddStop(id);
  const fieldError = useTourFieldError();
  const errorMessage = useTourError();
  const [requestId, setRequestId] = useState('');
  const [windowStart, setWindowStart] = useState('');
  const [windowEnd, setWindowEnd] = useState('');
  const [duration, setDuration] = useState<number | string>(DEFAULT_STOP_MINUTES);
  const [errors, setErrors] = useState<Record<string, string>>({});
  usePageTitle(t('titles.addStop'));
  if (!tour.data) return <LoadState error={tour.error} />;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    if (!requestId) return setErrors({ maintenanceRequestId: 'required' });
    add.mutate(
      {
        maintenanceRequestId: Number(requestId),
        windowStart: windowStart || null,
        windowEnd: windowEnd || null,
        durationMinutes: Number(duration) || null,
      },
      {
        onSuccess: () => {
          notify('success', t('added'));
          void navigate(tourPaths.detail.getHref(locale, id));
        },
        onError: (error) => (isApiError(error) && error.status === 422 ? setErrors(error.fields) : notify('error', errorMessage(error))),
      },
    );
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('titles.addStop')}</Title>
        <Text c="dimmed">{t('intros.addStop')}</Text>
        <Anchor component={Link} to={tourPaths.detail.getHref(locale, id)}>
          {t('titles.detail', { date: dayLabel(tour.data.date) })}
        </Anchor>
      </div>
      <SearchInput label={t('search')} value={q} onSearch={setQ} />
      <form onSubmit={submit}>
        <Stack>
          {requests.isError && <Alert color="red">{errorMessage(requests.error)}</Alert>}
          <Radio.Group
            label={t('fields.request')}
            value={requestId}
            onChange={setRequestId}
            error={
              errors.maintenanceRequestId &&
              (errors.maintenanceRequestId === 'required' ? fieldError('required') : fieldError(errors.maintenanceRequestId))
            }
          >
            <Stack gap="xs" mt="xs">
              {(requests.data?.data ?? []).length === 0 && <Text c="dimmed">{t('emptyRequests')}</Text>}
              {(requests.data?.data ?? []).map((r) => (
                <Card withBorder padding="xs" key={r.id}>
                  <Radio
                    value={String(r.id)}
                    label={`#${r.id} · ${r.customer?.name ?? '—'}${r.company ? ` – ${r.company.name}` : ''} · ${r.address ?? '—'}`}
                    description={`${r.bikeLabel}${r.frameNumber ? ` (${r.frameNumber})` : ''} – ${r.problem}`}
                  />
                </Card>
              ))}
            </Stack>
          </Radio.Group>
          <Group align="flex-end" wrap="wrap">
            <TextInput
              type="time"
              label={t('fields.windowStart')}
              value={windowStart}
              onChange={(e) => setWindowStart(e.currentTarget.value)}
              error={fieldError(errors.windowStart)}
            />
            <TextInput
              type="time"
              label={t('fields.windowEnd')}
              value={windowEnd}
              onChange={(e) => setWindowEnd(e.currentTarget.value)}
              error={fieldError(errors.windowEnd)}
            />
            <NumberInput
              label={t('fields.durationMinutes')}
              value={duration}
              onChange={setDuration}
              min={5}
              max={480}
              error={fieldError(errors.durationMinutes)}
            />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={add.isPending}>
              {t('add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
