import {
  Alert,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Stepper,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { FRAME_TYPES, RIDE_TYPES, formatDateTime, isStoreOpen, storeCalendarOf, testRideRequestSchema } from '@veloport/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DateTimeField } from '@/components/ui/date-field';
import { OptionalLabel } from '@/components/ui/optional-label';
import { useBike } from '@/features/public-catalog/site/api/get-bike';
import { useSchedule } from '@/features/public-catalog/site/api/get-schedule';
import { useSendTestRideRequest, type TestRideRequest } from '@/features/public-catalog/site/api/send-test-ride-request';
import { RequestSent } from '@/features/public-catalog/site/components/request-sent';
import { localToIso, numberOrUndefined, publicValidator } from '@/features/public-catalog/site/form-utils';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

export type TestRideValues = {
  kind: 'test_ride' | 'rental';
  bikes: number | string;
  start: string;
  end: string;
  storeId: string;
  rideType: string;
  size: string;
  frameType: string;
  helmets: number | string;
  bags: number | string;
  comment: string;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
};

/** Which fields each step asks for: "Next" checks only these. */
export const STEP_FIELDS: (keyof TestRideValues)[][] = [
  ['kind', 'bikes', 'start', 'end', 'storeId'],
  ['rideType', 'size', 'frameType', 'helmets', 'bags', 'comment'],
  ['firstname', 'lastname', 'email', 'phone'],
];

const SIZES = ['S', 'M', 'L', 'XL'] as const;

export function TestRidePage() {
  const { t } = useTranslation('public');
  // The form's own words in their own catalogue: every other public page would fetch them with `public`.
  const { t: tt } = useTranslation('testRide');
  const locale = useLocale();
  const [search] = useSearchParams();
  const bikeSlug = search.get('bike');
  const bike = useBike(bikeSlug);
  const schedule = useSchedule();
  const send = useSendTestRideRequest();
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const [active, setActive] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  const [sent, setSent] = useState(false);
  const sentRef = useRef<HTMLDivElement>(null);
  usePageTitle(tt('title'));
  // The panel that says the request left is scrolled to just below the sticky header (as tall as it is, one line or
  // two on a phone), not under it, and focused for a screen reader.
  useEffect(() => {
    const panel = sentRef.current;
    if (!sent || !panel) return;
    const header = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
    panel.style.scrollMarginTop = `${Math.ceil(header) + 16}px`;
    panel.scrollIntoView?.({ block: 'start' });
    panel.focus({ preventScroll: true });
  }, [sent]);

  // What the chosen bike already says is not asked again (issue 25, point 9): its frame, and its size when it has one.
  const knownFrame = bike.data?.frameType ?? null;
  const bikeSizes = bike.data?.sizeBands ?? [];
  const knownSize = bikeSizes.length === 1 ? bikeSizes[0]! : null;
  const sizeChoices = bikeSizes.length > 1 ? bikeSizes : SIZES;
  const stores = schedule.data?.stores ?? [];
  /** The chosen store's closed days (its opening calendar, decision 098): greyed out, and refused if typed. */
  const closedDayAt = (storeId: string) => {
    const store = stores.find((s) => String(s.locationId) === storeId);
    if (!store) return undefined;
    const calendar = storeCalendarOf(store.hours, store.closures);
    return (day: string) => !isStoreOpen(calendar, day);
  };

  const toRequest = (values: TestRideValues): Record<string, unknown> => ({
    kind: values.kind,
    bikes: numberOrUndefined(values.bikes),
    start: localToIso(values.start),
    end: localToIso(values.end),
    storeId: values.storeId ? Number(values.storeId) : null,
    rideType: values.rideType || undefined,
    size: values.size || knownSize || undefined,
    frameType: values.frameType || knownFrame || undefined,
    helmets: numberOrUndefined(values.helmets) ?? 0,
    bags: numberOrUndefined(values.bags) ?? 0,
    comment: values.comment.trim() || null,
    firstname: values.firstname,
    lastname: values.lastname,
    email: values.email,
    phone: values.phone,
    bikeSlug: bikeSlug || null,
    locale,
  });
  const validateAll = publicValidator<TestRideValues>(testRideRequestSchema, toRequest);
  // The contract compares the dates only once every other field is valid: the first step checks them itself.
  const validate = (values: TestRideValues) => {
    const errors = validateAll(values);
    const start = Date.parse(localToIso(values.start));
    const end = Date.parse(localToIso(values.end));
    if (!errors.start && !errors.end && end <= start) errors.end = 'end_before_start';
    const closed = closedDayAt(values.storeId);
    for (const field of ['start', 'end'] as const)
      if (!errors[field] && values[field] && closed?.(values[field].slice(0, 10))) errors[field] = 'store_closed';
    return errors;
  };

  const form = useForm<TestRideValues>({
    mode: 'controlled',
    initialValues: {
      kind: search.get('kind') === 'rental' ? 'rental' : 'test_ride',
      bikes: 1,
      start: '',
      end: '',
      storeId: search.get('store') ?? '',
      rideType: '',
      size: '',
      frameType: '',
      helmets: 0,
      bags: 0,
      comment: '',
      firstname: '',
      lastname: '',
      email: '',
      phone: '',
    },
  });

  /** Shows the errors of the given steps only; true when they are fine. */
  const checkSteps = (steps: number[]): Record<string, string> => {
    const all = validate(form.getValues());
    const fields = new Set(steps.flatMap((step) => STEP_FIELDS[step]));
    const errors = Object.fromEntries(Object.entries(all).filter(([key]) => fields.has(key as keyof TestRideValues)));
    form.setErrors(errors);
    return errors;
  };

  const next = () => {
    if (Object.keys(checkSteps([active])).length === 0) setActive((step) => Math.min(step + 1, 3));
  };

  const submit = () => {
    const errors = checkSteps([0, 1, 2]);
    if (Object.keys(errors).length) {
      const first = STEP_FIELDS.findIndex((fields) => fields.some((field) => field in errors));
      if (first >= 0) setActive(first);
      return;
    }
    setFailure(null);
    send.mutate(toRequest(form.getValues()) as TestRideRequest, {
      onSuccess: () => setSent(true),
      onError: (error) => {
        setFailure(error);
        if (isApiError(error) && Object.keys(error.fields).length) {
          form.setErrors(error.fields);
          const step = STEP_FIELDS.findIndex((fields) => fields.some((field) => field in error.fields));
          if (step >= 0) setActive(step);
        }
      },
    });
  };

  const storeName = stores.find((s) => String(s.locationId) === form.values.storeId)?.name;
  const bikeName = bike.data ? `${bike.data.brand} ${bike.data.model}` : bikeSlug;
  const v = form.values;
  const input = (field: keyof TestRideValues) => ({ ...form.getInputProps(field), error: fieldError(form.errors[field]) });

  if (sent) {
    return (
      <Stack gap="lg" maw={720} ref={sentRef} tabIndex={-1}>
        <Title order={1}>{tt('title')}</Title>
        <RequestSent
          title={tt('sent')}
          onAgain={() => {
            form.reset();
            setActive(0);
            setSent(false);
          }}
        />
      </Stack>
    );
  }

  const review: [string, string][] = [
    [tt('fields.kind'), tt(`kind.${v.kind}`)],
    ...(bikeName ? ([[tt('fields.bike'), bikeName]] as [string, string][]) : []),
    [tt('fields.bikes'), String(v.bikes)],
    [tt('fields.start'), formatDateTime(localToIso(v.start))],
    [tt('fields.end'), formatDateTime(localToIso(v.end))],
    [tt('fields.store'), storeName ?? tt('noStore')],
    [tt('fields.rideType'), v.rideType ? t(`rideType.${v.rideType}`) : '—'],
    [tt('fields.size'), v.size || knownSize || '—'],
    [tt('fields.frameType'), v.frameType || knownFrame ? t(`frameType.${v.frameType || knownFrame}`) : '—'],
    [tt('fields.helmets'), String(v.helmets || 0)],
    [tt('fields.bags'), String(v.bags || 0)],
    [tt('fields.comment'), v.comment.trim() || '—'],
    [t('forms.fields.name'), `${v.firstname} ${v.lastname}`],
    [t('forms.fields.email'), v.email],
    [t('forms.fields.phone'), v.phone],
  ];

  return (
    <Stack gap="lg" maw={820}>
      <div>
        <Title order={1}>{tt('title')}</Title>
        <Text c="dimmed">{tt('intro')}</Text>
      </div>
      {bikeName && (
        <Alert color="veloport" variant="light">
          {tt('forBike', { name: bikeName })}
        </Alert>
      )}
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (active < 3) next();
            else submit();
          }}
        >
          <Stepper active={active} onStepClick={(step) => step < active && setActive(step)} size="sm">
            <Stepper.Step label={tt('steps.when')}>
              <Stack gap="md" mt="md">
                <Radio.Group {...input('kind')} label={tt('fields.kind')} required withAsterisk={false}>
                  <Group gap="lg" mt="xs">
                    <Radio value="test_ride" label={tt('kind.test_ride')} />
                    <Radio value="rental" label={tt('kind.rental')} />
                  </Group>
                </Radio.Group>
                <NumberInput {...input('bikes')} label={tt('fields.bikes')} min={1} max={20} allowDecimal={false} required />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <DateTimeField {...input('start')} label={tt('fields.start')} required futureOnly closedDay={closedDayAt(v.storeId)} />
                  <DateTimeField {...input('end')} label={tt('fields.end')} required futureOnly closedDay={closedDayAt(v.storeId)} />
                </SimpleGrid>
                <NativeSelect
                  {...input('storeId')}
                  label={<OptionalLabel>{tt('fields.store')}</OptionalLabel>}
                  data={[{ value: '', label: tt('noStore') }, ...stores.map((s) => ({ value: String(s.locationId), label: s.name }))]}
                />
              </Stack>
            </Stepper.Step>
            <Stepper.Step label={tt('steps.ride')}>
              <Stack gap="md" mt="md">
                <Radio.Group {...input('rideType')} label={tt('fields.rideType')} required withAsterisk={false}>
                  <Group gap="lg" mt="xs">
                    {RIDE_TYPES.map((type) => (
                      <Radio key={type} value={type} label={t(`rideType.${type}`)} />
                    ))}
                  </Group>
                </Radio.Group>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  {!knownSize && (
                    <NativeSelect
                      {...input('size')}
                      label={tt('fields.size')}
                      required
                      data={[{ value: '', label: t('forms.choose') }, ...sizeChoices.map((s) => ({ value: s, label: t(`sizeBand.${s}`) }))]}
                    />
                  )}
                  {!knownFrame && (
                    <NativeSelect
                      {...input('frameType')}
                      label={tt('fields.frameType')}
                      required
                      data={[
                        { value: '', label: t('forms.choose') },
                        ...FRAME_TYPES.map((f) => ({ value: f, label: t(`frameType.${f}`) })),
                      ]}
                    />
                  )}
                  <NumberInput {...input('helmets')} label={tt('fields.helmets')} min={0} max={20} allowDecimal={false} />
                  <NumberInput {...input('bags')} label={tt('fields.bags')} min={0} max={20} allowDecimal={false} />
                </SimpleGrid>
                <Textarea {...input('comment')} label={<OptionalLabel>{tt('fields.comment')}</OptionalLabel>} rows={3} />
              </Stack>
            </Stepper.Step>
            <Stepper.Step label={tt('steps.contact')}>
              <Stack gap="md" mt="md">
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput {...input('firstname')} label={t('forms.fields.firstname')} autoComplete="given-name" required />
                  <TextInput {...input('lastname')} label={t('forms.fields.lastname')} autoComplete="family-name" required />
                </SimpleGrid>
                <TextInput {...input('email')} type="email" label={t('forms.fields.email')} autoComplete="email" required />
                <TextInput
                  {...input('phone')}
                  type="tel"
                  label={t('forms.fields.phone')}
                  placeholder={t('forms.phonePlaceholder')}
                  autoComplete="tel"
                  required
                />
              </Stack>
            </Stepper.Step>
            <Stepper.Step label={tt('steps.review')}>
              <Stack gap="md" mt="md">
                <Title order={2} size="h4">
                  {tt('reviewTitle')}
                </Title>
                <Table withTableBorder striped>
                  <Table.Tbody>
                    {review.map(([label, value]) => (
                      <Table.Tr key={label}>
                        <Table.Th scope="row" w="40%">
                          {label}
                        </Table.Th>
                        <Table.Td>{value}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Stack>
            </Stepper.Step>
          </Stepper>
          {failure !== null && (
            <Alert color="red" mt="md">
              {errorMessage(failure)}
            </Alert>
          )}
          <Group justify="space-between" mt="xl">
            <Button variant="default" onClick={() => setActive((step) => Math.max(0, step - 1))} disabled={active === 0}>
              {t('forms.back')}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {active < 3 ? t('forms.next') : tt('send')}
            </Button>
          </Group>
        </form>
      </Paper>
    </Stack>
  );
}
