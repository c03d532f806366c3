import { Alert, Button, Checkbox, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DateField } from '@/components/ui/date-field';
import { paths } from '@/config/paths';
import { useCreateReservation } from '@/features/sharing/reservations/api/create-reservation';
import { useAvailability } from '@/features/sharing/reservations/api/get-availability';
import { useSharedBikeUsage } from '@/features/sharing/reservations/api/get-shared-bike-usage';
import { useSharedBuildings } from '@/features/sharing/reservations/api/get-shared-buildings';
import { BikeChoice } from '@/features/sharing/reservations/components/bike-choice';
import { OnBehalfPicker, onBehalfMode } from '@/features/sharing/reservations/components/on-behalf';
import type { Booker } from '@/features/sharing/reservations/api/get-bookers';
import { useAuth } from '@/lib/auth/auth-context';
import { addDays, brusselsToday } from '@veloport/domain';
import { slotInstant } from '@/features/sharing/reservations/components/slot';
import { useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

/** Book a shared bike: date, times, building → the free bikes → terms → confirmation (spec "shared-bike booking"). */
export function BookPage() {
  const { t } = useTranslation('sharing');
  const locale = useLocale();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const fieldMessage = useFieldErrorMessage();
  usePageTitle(t('book.title'));
  const { user } = useAuth();
  // Staff book for anyone (company, then person), a fleet manager for their own people (decision 039).
  const mode = onBehalfMode(user);
  const [companyId, setCompanyId] = useState<number | null>(null);
  const [person, setPerson] = useState<Booker | null>(null);
  const forOther = person !== null && person.id !== user?.id;
  const ready = mode !== 'any' || person !== null;
  const buildings = useSharedBuildings(mode === 'any' ? companyId : null, mode !== 'any' || companyId !== null);
  const usage = useSharedBikeUsage(forOther ? person.id : null, ready);
  const [date, setDate] = useState(addDays(brusselsToday(), 1));
  const [startTime, setStartTime] = useState('08:00');
  const [endTime, setEndTime] = useState('17:00');
  const [buildingId, setBuildingId] = useState('');
  const [slot, setSlot] = useState<{ buildingId: number; start: string; end: string; userId?: number } | null>(null);
  const [slotError, setSlotError] = useState<string | null>(null);
  const [bikeId, setBikeId] = useState<number | null>(null);
  const [terms, setTerms] = useState(false);
  const bikes = useAvailability(slot);
  const create = useCreateReservation();
  const building = buildingId || String(buildings.data?.data[0]?.id ?? '');
  const choosePerson = (p: Booker | null) => {
    setPerson(p);
    setSlot(null);
    setBikeId(null);
    create.reset();
  };
  const chooseCompany = (id: number | null) => {
    setCompanyId(id);
    setBuildingId('');
    choosePerson(null);
  };

  const search = () => {
    const start = slotInstant(date, startTime);
    const end = slotInstant(date, endTime);
    setBikeId(null);
    create.reset();
    if (!start || !end || !building) return setSlotError('required');
    if (new Date(end) <= new Date(start)) return setSlotError('end_before_start');
    setSlotError(null);
    setSlot({ buildingId: Number(building), start, end, ...(forOther ? { userId: person.id } : {}) });
  };

  const confirm = () => {
    if (!slot || bikeId === null) return;
    create.mutate(
      { ...slot, bikeId, acceptTerms: terms },
      { onSuccess: (made) => navigate(paths.reservations.confirmation.getHref(locale, made.code)) },
    );
  };

  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1}>{t('book.title')}</Title>
        <Text c="dimmed">{t('book.intro')}</Text>
      </div>
      {mode && <OnBehalfPicker mode={mode} companyId={companyId} onCompany={chooseCompany} person={person} onPerson={choosePerson} />}
      {mode === 'any' && !ready && <Text size="sm">{t('onBehalf.pickFirst')}</Text>}
      {forOther && (
        <Alert color="blue" title={t('onBehalf.bookingFor', { name: person.name })}>
          {t('onBehalf.mailed', { email: person.email })}
        </Alert>
      )}
      {ready && usage.data?.quizRequired && !forOther && (
        <Alert color="yellow">
          <Text size="sm">{t('book.quizFirst')}</Text>
          <Link to={paths.reservations.quiz.getHref(locale)}>{t('quiz.take')}</Link>
        </Alert>
      )}
      {ready && usage.data?.quizRequired && forOther && <Alert color="yellow">{t('onBehalf.quizFirst', { name: person.name })}</Alert>}
      {ready && usage.data?.warn && (
        <Alert color={usage.data.remaining === 0 ? 'red' : 'yellow'} title={t('book.daysWarningTitle')}>
          {t(forOther ? 'onBehalf.daysWarning' : 'book.daysWarning', {
            name: person?.name,
            used: usage.data.used,
            limit: usage.data.limit,
            remaining: usage.data.remaining,
          })}
        </Alert>
      )}
      {ready && buildings.isError && <Alert color="red">{errorMessage(buildings.error)}</Alert>}
      {buildings.data && buildings.data.data.length === 0 && (
        <Alert color="blue">{t(mode === 'any' ? 'onBehalf.noBuildings' : 'book.noBuildings')}</Alert>
      )}
      {ready && (
        <Group align="flex-end" wrap="wrap">
          <DateField label={t('fields.date')} value={date} onChange={setDate} required />
          <TextInput
            type="time"
            label={t('fields.startTime')}
            value={startTime}
            onChange={(e) => setStartTime(e.currentTarget.value)}
            required
          />
          <TextInput
            type="time"
            label={t('fields.endTime')}
            value={endTime}
            onChange={(e) => setEndTime(e.currentTarget.value)}
            required
            error={slotError === 'end_before_start' ? fieldMessage(slotError) : undefined}
          />
          <NativeSelect
            label={t('fields.building')}
            value={building}
            onChange={(e) => setBuildingId(e.currentTarget.value)}
            data={(buildings.data?.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
            required
          />
          <Button onClick={search}>{t('book.search')}</Button>
        </Group>
      )}
      {slotError === 'required' && <Alert color="red">{fieldMessage('required')}</Alert>}
      {bikes.isError && <Alert color="red">{errorMessage(bikes.error)}</Alert>}
      {bikes.data && (
        <Stack gap="md">
          <Title order={2}>{t('book.results', { count: bikes.data.data.length })}</Title>
          {bikes.data.data.length === 0 ? (
            <Text>{t('book.noBike')}</Text>
          ) : (
            <BikeChoice bikes={bikes.data.data} chosen={bikeId} onChoose={setBikeId} />
          )}
        </Stack>
      )}
      {bikeId !== null && (
        <Stack gap="sm">
          <Checkbox label={t('book.terms')} checked={terms} onChange={(e) => setTerms(e.currentTarget.checked)} />
          {create.isError && (
            <Alert color="red" role="alert">
              {errorMessage(create.error)}
            </Alert>
          )}
          <Group>
            <Button onClick={confirm} loading={create.isPending}>
              {t('book.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
      {mode !== 'any' && (
        <Text size="sm">
          <Link to={paths.reservations.mine.getHref(locale)}>{t('mine.title')}</Link>
        </Text>
      )}
    </Stack>
  );
}
