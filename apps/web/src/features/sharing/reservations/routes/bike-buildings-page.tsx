import { Alert, Anchor, Loader, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCalendarCompanies } from '@/features/sharing/reservations/api/get-calendar-companies';
import { useSharedBikeHomes } from '@/features/sharing/reservations/api/get-shared-bike-homes';
import { useSetSharedBikeHome } from '@/features/sharing/reservations/api/set-shared-bike-home';
import { fleetCalendarPath } from '@/features/sharing/reservations/calendar-paths';
import { useAuth } from '@/lib/auth/auth-context';
import { useErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';
import { can } from '@veloport/domain';

/** `fleet/shared-bikes` (fleet manager; an admin picks a company): each shared bike and the building it sits in, changeable. */
export function SharedBikeHomesPage() {
  const { t } = useTranslation('sharing');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const { user } = useAuth();
  usePageTitle(t('homes.title'));
  const isAdmin = can(user, 'admin');
  const [companyId, setCompanyId] = useState<number | null>(null);
  const companies = useCalendarCompanies(isAdmin);
  const homes = useSharedBikeHomes(companyId, !isAdmin || companyId !== null);
  const setHome = useSetSharedBikeHome();
  const [saved, setSaved] = useState<string | null>(null);
  const buildings = homes.data?.buildings ?? [];

  const change = (bike: { id: number; frameNumber: string }, value: string) => {
    setSaved(null);
    setHome.mutate(
      { bikeId: bike.id, buildingId: value ? Number(value) : null },
      {
        onSuccess: () =>
          setSaved(
            t('homes.saved', {
              frame: bike.frameNumber,
              building: buildings.find((b) => String(b.id) === value)?.name ?? t('homes.anyBuilding'),
            }),
          ),
      },
    );
  };

  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1}>{t('homes.title')}</Title>
        <Text c="dimmed">{t('homes.intro')}</Text>
        <Anchor component={Link} to={fleetCalendarPath.getHref(locale)} size="sm">
          {t('calendar.title')}
        </Anchor>
      </div>
      {isAdmin && (
        <NativeSelect
          label={t('calendar.company')}
          value={companyId ? String(companyId) : ''}
          onChange={(e) => setCompanyId(Number(e.currentTarget.value) || null)}
          data={[
            { value: '', label: t('calendar.pickCompany') },
            ...(companies.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
          ]}
          maw={360}
        />
      )}
      {homes.isLoading && <Loader aria-label={t('loading')} />}
      {homes.isError && <Alert color="red">{errorMessage(homes.error)}</Alert>}
      {setHome.isError && (
        <Alert color="red" role="alert">
          {errorMessage(setHome.error)}
        </Alert>
      )}
      {saved && (
        <Alert color="green" role="status">
          {saved}
        </Alert>
      )}
      {homes.data && homes.data.data.length === 0 && <Alert color="blue">{t('homes.empty')}</Alert>}
      {homes.data && homes.data.data.length > 0 && (
        <Table.ScrollContainer minWidth={520}>
          <Table striped>
            <Table.Caption>{t('homes.caption', { count: homes.data.data.length })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('fields.frameNumber')}</Table.Th>
                <Table.Th scope="col">{t('fields.bike')}</Table.Th>
                <Table.Th scope="col">{t('fields.size')}</Table.Th>
                <Table.Th scope="col">{t('fields.building')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {homes.data.data.map((bike) => (
                <Table.Tr key={bike.id}>
                  <Table.Th scope="row">{bike.frameNumber}</Table.Th>
                  <Table.Td>{bike.name}</Table.Td>
                  <Table.Td>{bike.size ?? '—'}</Table.Td>
                  <Table.Td>
                    <NativeSelect
                      aria-label={t('homes.buildingOf', { frame: bike.frameNumber })}
                      value={bike.buildingId ? String(bike.buildingId) : ''}
                      onChange={(e) => change(bike, e.currentTarget.value)}
                      disabled={setHome.isPending}
                      data={[
                        { value: '', label: t('homes.anyBuilding') },
                        ...buildings.map((b) => ({ value: String(b.id), label: b.name })),
                      ]}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
