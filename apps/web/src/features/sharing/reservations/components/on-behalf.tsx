import { Group, Select } from '@mantine/core';
import { type AuthUser, can, canAny } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBookers, type Booker } from '@/features/sharing/reservations/api/get-bookers';
import { useBookingCompanies } from '@/features/sharing/reservations/api/get-booking-companies';

/** Who may book for someone else (decision 039): the shop's staff for anyone, a fleet manager for their company. */
export function onBehalfMode(user: AuthUser | null): 'any' | 'company' | null {
  if (!user) return null;
  if (canAny(user, ['admin', 'search', 'bikeMechanic'])) return 'any';
  if (can(user, 'fleetManager') && user.company) return 'company';
  return null;
}

const label = (p: Booker) => `${p.name} (${p.email})`;

type Props = {
  mode: 'any' | 'company';
  companyId: number | null;
  onCompany: (id: number | null) => void;
  person: Booker | null;
  onPerson: (p: Booker | null) => void;
};

/** The company (staff) and the person, both searchable; the person list is searched on the server. */
export function OnBehalfPicker({ mode, companyId, onCompany, person, onPerson }: Props) {
  const { t } = useTranslation('sharing');
  const [search, setSearch] = useState('');
  const companies = useBookingCompanies(mode === 'any');
  const company = mode === 'company' || companyId !== null;
  const people = useBookers(mode === 'any' ? companyId : null, person && search === label(person) ? '' : search, company);
  const found = people.data?.data ?? [];
  const options = person && !found.some((p) => p.id === person.id) ? [person, ...found] : found;
  return (
    <Group align="flex-end" wrap="wrap">
      {mode === 'any' && (
        <Select
          label={t('onBehalf.company')}
          placeholder={t('onBehalf.pickCompany')}
          searchable
          nothingFoundMessage={t('onBehalf.noCompany')}
          data={(companies.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={companyId ? String(companyId) : null}
          onChange={(v) => {
            onCompany(v ? Number(v) : null);
            onPerson(null);
            setSearch('');
          }}
          required
          miw={240}
        />
      )}
      <Select
        label={t('onBehalf.person')}
        placeholder={mode === 'company' ? t('onBehalf.myself') : t('onBehalf.pickPerson')}
        description={t('onBehalf.personHint')}
        searchable
        clearable={mode === 'company'}
        disabled={!company}
        filter={({ options: all }) => all}
        searchValue={search}
        onSearchChange={setSearch}
        nothingFoundMessage={t('onBehalf.noPerson')}
        data={options.map((p) => ({ value: String(p.id), label: label(p) }))}
        value={person ? String(person.id) : null}
        onChange={(v) => onPerson(options.find((p) => String(p.id) === v) ?? null)}
        required={mode === 'any'}
        miw={300}
      />
    </Group>
  );
}
