import { Box, SimpleGrid, Text, TextInput } from '@mantine/core';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { useId } from '@mantine/hooks';
import { IconCalendar } from '@tabler/icons-react';
import { parseTypedDate, toLocale, brusselsToday } from '@veloport/domain';
import 'dayjs/locale/fr';
import 'dayjs/locale/nl';
import { useState, type FocusEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './date-field.module.css';

type Controlled = {
  /** `YYYY-MM-DD`, or '' when empty or when what is typed is not a date (undefined reads as ''). */
  value?: string;
  onChange: (value: string) => void;
  error?: ReactNode;
};

export type DateFieldProps = Omit<
  DateInputProps,
  'value' | 'defaultValue' | 'onChange' | 'error' | 'valueFormat' | 'dateParser' | 'locale' | 'fixOnBlur'
> &
  Controlled;

const isRefused = (text: string) => text.trim() !== '' && parseTypedDate(text) === null;

/**
 * The app's one date field: shows and accepts day/month/year (spec §9) whatever the browser's language, with a
 * calendar in the page's language; the form's value stays an ISO `YYYY-MM-DD` string, as the contracts take it.
 * A typed date that does not exist (31/02/2026) empties the value and, once the field is left, says so.
 */
export function DateField({ value = '', onChange, error, errorProps, onBlur, onInput, ...props }: DateFieldProps) {
  const { t, i18n } = useTranslation('common');
  // What is typed, while it is typed; null once the value came from elsewhere (the calendar, the form).
  const [text, setText] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const [seen, setSeen] = useState(value);
  // A date set from outside (a form reset, a saved record) replaces whatever was refused.
  if (value !== seen) {
    setSeen(value);
    if (value) {
      setText(null);
      setRefused(false);
    }
  }

  const handleInput = (event: Parameters<NonNullable<DateInputProps['onInput']>>[0]) => {
    const typed = event.currentTarget.value;
    setText(typed);
    setRefused(false);
    // A complete date reaches the form through DateInput's onChange; anything else leaves the form empty, so
    // the field never holds a date other than the one on screen.
    if (parseTypedDate(typed) === null && value !== '') onChange('');
    onInput?.(event);
  };
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    setRefused(isRefused(event.currentTarget.value));
    onBlur?.(event);
  };

  return (
    <DateInput
      rightSection={<IconCalendar size={16} aria-hidden />}
      rightSectionPointerEvents="none"
      placeholder={t('dateField.placeholder')}
      // The month and year buttons keep their visible text ("décembre 2026") as their name.
      ariaLabels={{
        nextMonth: t('dateField.nextMonth'),
        previousMonth: t('dateField.previousMonth'),
        nextYear: t('dateField.nextYear'),
        previousYear: t('dateField.previousYear'),
        nextDecade: t('dateField.nextDecade'),
        previousDecade: t('dateField.previousDecade'),
      }}
      {...props}
      classNames={{ day: classes.day }}
      value={value || null}
      onChange={(next) => {
        setText(null);
        setRefused(false);
        onChange(next ?? '');
      }}
      onInput={handleInput}
      onBlur={handleBlur}
      valueFormat="DD/MM/YYYY"
      dateParser={parseTypedDate}
      locale={toLocale(i18n.language)}
      // Leaving the field rewrites a typed date as dd/mm/yyyy, but keeps a refused one on screen beside its message.
      fixOnBlur={text === null || !isRefused(text)}
      error={refused ? t('dateField.invalid') : error}
      errorProps={errorProps}
    />
  );
}

const WALL_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;
type Parts = { date: string; time: string };
const split = (value: string): Parts => {
  const m = WALL_TIME.exec(value);
  return m ? { date: m[1]!, time: m[2]! } : { date: '', time: '' };
};
const join = ({ date, time }: Parts) => (date && time ? `${date}T${time}` : '');

export type DateTimeFieldProps = Controlled & {
  label: ReactNode;
  required?: boolean;
  /** Greys out the calendar's days before today (typing one is left to the form's own check). */
  futureOnly?: boolean;
  /** Greys out the days this returns true for (a store's closed days, decision 098); typing one is left to the form. */
  closedDay?: (day: string) => boolean;
};

/**
 * A day (the date field) and an hour, as one wall time `YYYY-MM-DDTHH:mm` (a `datetime-local` value), grouped
 * under one legend. The group's error shows once, under both inputs: it is the date input's description and the
 * hour input's error message.
 */
export function DateTimeField({ label, value = '', onChange, error, required, futureOnly, closedDay }: DateTimeFieldProps) {
  const { t } = useTranslation('common');
  const [parts, setParts] = useState<Parts>(() => split(value));
  const [seen, setSeen] = useState(value);
  // The form changed the value itself (a reset): show it.
  if (value !== seen) {
    setSeen(value);
    if (value !== join(parts)) setParts(split(value));
  }
  const update = (next: Parts) => {
    setParts(next);
    setSeen(join(next));
    onChange(join(next));
  };
  const today = brusselsToday();
  // The message is the date field's (Mantine ties it to that input), drawn across both columns; the hour points to
  // it as its error message, which is announced when it changes (axe asks one or the other of aria-errormessage).
  const errorId = useId();
  const errorProps = { id: errorId, 'aria-live': 'polite' as const, style: { width: 'calc(200% + var(--mantine-spacing-xs))' } };

  return (
    <Box component="fieldset" m={0} p={0} miw={0} style={{ border: 0 }}>
      <Text component="legend" size="sm" fw={500} p={0}>
        {label}
        {required && (
          <Text span c="red.8" aria-hidden>
            {' *'}
          </Text>
        )}
      </Text>
      <SimpleGrid cols={2} spacing="xs">
        <DateField
          label={t('dateField.date')}
          value={parts.date}
          onChange={(date) => update({ ...parts, date })}
          required={required}
          withAsterisk={false}
          error={error}
          errorProps={errorProps}
          excludeDate={
            futureOnly || closedDay
              ? (day) => (futureOnly === true && day.slice(0, 10) < today) || (closedDay?.(day.slice(0, 10)) ?? false)
              : undefined
          }
        />
        <TextInput
          type="time"
          label={t('dateField.time')}
          value={parts.time}
          onChange={(event) => update({ ...parts, time: event.currentTarget.value })}
          required={required}
          withAsterisk={false}
          error={Boolean(error)}
          {...(error ? { 'aria-errormessage': errorId } : {})}
        />
      </SimpleGrid>
    </Box>
  );
}
