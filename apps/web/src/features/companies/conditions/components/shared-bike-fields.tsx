import {
  Chip,
  Fieldset,
  Group,
  Input,
  MultiSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  type OptionsFilter,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  MAX_PRIVATE_USE_DAILY_CENTS,
  WEEK_DAYS,
  normalizeFrameNumber,
  searchText,
  type Building,
  type CompanyBike,
  type UserListItem,
} from '@veloport/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '@/components/ui/money-input';
import { OptionalLabel } from '@/components/ui/optional-label';
import type { ConditionsValues } from '@/features/companies/conditions/conditions-values';
import { useFieldErrorMessage } from '@/lib/errors';

/** Legends read like the inputs' labels. */
const LEGEND = { legend: { fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)' } };

type Props = {
  form: UseFormReturnType<ConditionsValues>;
  users: UserListItem[];
  buildings: Building[];
  bikes: CompanyBike[];
};

const P = 'sharedBikes';

/**
 * Like the API's `q`: case and accents ignored ("muller" finds Riese & Müller), and the frame number
 * typed with or without its separators ("bab-723" finds BAB723214, which starts the label).
 */
const bikeFilter: OptionsFilter = ({ options, search }) => {
  const words = searchText(search.trim());
  const frame = normalizeFrameNumber(search);
  return options.filter((o) => 'label' in o && (searchText(o.label).includes(words) || (frame !== '' && o.label.startsWith(frame))));
};

/** Every field of the shared-bike condition (seed §3): who, where, when, and how much. */
export function SharedBikeFields({ form, users, buildings, bikes }: Props) {
  const { t } = useTranslation('conditions');
  const fieldError = useFieldErrorMessage();
  const daysErrorId = useId();
  const input = (name: string) => ({ ...form.getInputProps(`${P}.${name}`), error: fieldError(form.errors[`${P}.${name}`]) });
  const toggle = (name: string) => ({
    ...form.getInputProps(`${P}.${name}`, { type: 'checkbox' }),
    error: fieldError(form.errors[`${P}.${name}`]),
  });
  const number = (name: string, max: number) => ({
    ...input(name),
    min: 0,
    max,
    allowDecimal: false,
    allowNegative: false,
    clampBehavior: 'none' as const,
  });

  const known = new Set(users.map((u) => String(u.id)));
  const userOptions = [
    ...users.map((u) => ({ value: String(u.id), label: `${u.firstname} ${u.lastname} (${u.email})` })),
    // Someone named by the rules but not listed (left the company since): still shown, so nothing is dropped silently.
    ...form.values.sharedBikes.userIds
      .filter((id) => !known.has(id))
      .map((id) => ({ value: id, label: t('sharedBikes.unknownUser', { id }) })),
  ];
  const ownBikes = new Set(bikes.map((b) => String(b.id)));
  const bikeOptions = [
    ...bikes.map((b) => ({
      value: String(b.id),
      label: b.model ? t('sharedBikes.bikeLabel', { frame: b.frameNumber, model: `${b.model.brand} ${b.model.model}` }) : b.frameNumber,
    })),
    // A bike named by the rules that has left the company since: shown, so it can be removed (the API refuses it).
    ...form.values.sharedBikes.bikeIds
      .filter((id) => !ownBikes.has(id))
      .map((id) => ({ value: id, label: t('sharedBikes.unknownBike', { id }) })),
  ];
  const noBikes = bikeOptions.length === 0;
  const buildingOptions = buildings.map((b) => ({ value: String(b.id), label: `${b.name} (${b.address.city})` }));
  const daysError = fieldError(form.errors[`${P}.allowedDays`]);

  return (
    <Stack gap="lg">
      <MultiSelect
        {...input('bikeIds')}
        label={<OptionalLabel>{t('sharedBikes.bikeIds')}</OptionalLabel>}
        description={noBikes ? t('sharedBikes.noBikes') : t('sharedBikes.bikeIdsHint')}
        data={bikeOptions}
        disabled={noBikes}
        searchable
        filter={bikeFilter}
        clearable
        hidePickedOptions
        maxDropdownHeight={280}
        nothingFoundMessage={t('sharedBikes.bikesNothingFound')}
        clearButtonProps={{ 'aria-label': t('sharedBikes.clearBikes') }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MultiSelect
          {...input('userIds')}
          label={<OptionalLabel>{t('sharedBikes.userIds')}</OptionalLabel>}
          description={t('sharedBikes.userIdsHint')}
          data={userOptions}
          searchable
          clearable
          nothingFoundMessage={t('sharedBikes.nothingFound')}
          clearButtonProps={{ 'aria-label': t('sharedBikes.clearUsers') }}
        />
        <MultiSelect
          {...input('buildingIds')}
          label={<OptionalLabel>{t('sharedBikes.buildingIds')}</OptionalLabel>}
          description={t('sharedBikes.buildingIdsHint')}
          data={buildingOptions}
          searchable
          clearable
          nothingFoundMessage={t('sharedBikes.noBuildings')}
          clearButtonProps={{ 'aria-label': t('sharedBikes.clearBuildings') }}
        />
      </SimpleGrid>

      <Fieldset legend={t('sharedBikes.allowedDays')} variant="unstyled" styles={LEGEND}>
        <Text size="sm" c="dimmed" mb="xs">
          {t('sharedBikes.allowedDaysHint')}
        </Text>
        <Chip.Group multiple {...form.getInputProps(`${P}.allowedDays`)}>
          <Group gap="xs">
            {WEEK_DAYS.map((day) => (
              <Chip key={day} value={day} aria-describedby={daysError ? daysErrorId : undefined}>
                {t(`days.${day}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        {daysError && (
          <Input.Error id={daysErrorId} mt={6}>
            {daysError}
          </Input.Error>
        )}
      </Fieldset>

      <Stack gap="sm">
        <Switch {...toggle('weekendUse')} label={t('sharedBikes.weekendUse')} description={t('sharedBikes.weekendUseHint')} />
        <Switch {...toggle('forbidWeekend')} label={t('sharedBikes.forbidWeekend')} description={t('sharedBikes.forbidWeekendHint')} />
        <Switch
          {...toggle('forbidInterBuilding')}
          label={t('sharedBikes.forbidInterBuilding')}
          description={t('sharedBikes.forbidInterBuildingHint')}
        />
      </Stack>

      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          {...number('daysInAdvance', 365)}
          label={t('sharedBikes.daysInAdvance')}
          description={t('sharedBikes.daysInAdvanceHint')}
          required
        />
        <NumberInput
          {...number('maxBookingHours', 24 * 31)}
          min={0.5}
          step={0.5}
          allowDecimal
          decimalScale={2}
          label={<OptionalLabel>{t('sharedBikes.maxBookingHours')}</OptionalLabel>}
          description={t('sharedBikes.noLimitHint')}
        />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {(['takeWindow', 'returnWindow'] as const).map((name) => (
          <Fieldset key={name} legend={t(`sharedBikes.${name}`)} variant="unstyled" styles={LEGEND}>
            <Text size="sm" c="dimmed" mb="xs">
              {t('sharedBikes.windowHint')}
            </Text>
            <SimpleGrid cols={2}>
              <TextInput {...input(`${name}.start`)} type="time" label={t(`sharedBikes.${name}Start`)} />
              <TextInput {...input(`${name}.end`)} type="time" label={t(`sharedBikes.${name}End`)} />
            </SimpleGrid>
          </Fieldset>
        ))}
      </SimpleGrid>

      <Fieldset legend={t('sharedBikes.limits')} variant="unstyled" styles={LEGEND}>
        <Text size="sm" c="dimmed" mb="xs">
          {t('sharedBikes.noLimitHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput {...number('maxPerMonth', 1000)} label={<OptionalLabel>{t('sharedBikes.maxPerMonth')}</OptionalLabel>} />
          <NumberInput {...number('maxPerYear', 10000)} label={<OptionalLabel>{t('sharedBikes.maxPerYear')}</OptionalLabel>} />
          <NumberInput {...number('maxSimultaneous', 100)} label={<OptionalLabel>{t('sharedBikes.maxSimultaneous')}</OptionalLabel>} />
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend={t('sharedBikes.privateUse')} variant="unstyled" styles={LEGEND}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <MoneyInput
            {...input('privateUseDailyCents')}
            label={<OptionalLabel>{t('sharedBikes.privateUseDaily')}</OptionalLabel>}
            description={t('sharedBikes.privateUseDailyHint')}
            min={0}
            max={MAX_PRIVATE_USE_DAILY_CENTS}
            clampBehavior="none"
            allowNegative={false}
          />
        </SimpleGrid>
      </Fieldset>
    </Stack>
  );
}
