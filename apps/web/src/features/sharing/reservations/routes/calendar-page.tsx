import { brusselsToday, can } from '@veloport/domain';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Group,
  NativeSelect,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import type { Locale } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sharedBikeHomesPath } from '@/features/sharing/reservations/calendar-paths';
import { useCalendarCompanies } from '@/features/sharing/reservations/api/get-calendar-companies';
import { useFleetCalendar } from '@/features/sharing/reservations/api/get-fleet-calendar';
import { onDay, shift, viewDays, type CalendarView } from '@/features/sharing/reservations/components/calendar-days';
import { API_BASE } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { useErrorMessage } from '@/lib/errors';
import { usePageTitle } from '@/lib/use-page-title';

/** `fleet/calendar` (fleet manager; an admin picks a company): a grid of shared bikes × days, month or week. */
export function FleetCalendarPage() {
  const { t, i18n } = useTranslation('sharing');
  const errorMessage = useErrorMessage();
  const { user } = useAuth();
  const isAdmin = can(user, 'admin');
  const [view, setView] = useState<CalendarView>('month');
  const [anchor, setAnchor] = useState(() => brusselsToday());
  const [companyId, setCompanyId] = useState<number | null>(null);
  const companies = useCalendarCompanies(isAdmin);
  const days = viewDays(view, anchor);
  const period = { from: days[0]!, to: days[days.length - 1]! };
  const ready = !isAdmin || companyId !== null;
  const calendar = useFleetCalendar(period, companyId, ready);
  usePageTitle(t('calendar.title'));

  const locale = i18n.language;
  const monthLabel = new Date(`${anchor.slice(0, 7)}-01T12:00:00Z`).toLocaleDateString(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const dayLabel = (date: string, style: 'short' | 'long') =>
    new Date(`${date}T12:00:00Z`).toLocaleDateString(
      locale,
      style === 'short'
        ? { weekday: 'short', day: 'numeric', timeZone: 'UTC' }
        : { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' },
    );
  const narrowDay = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString(locale, { weekday: 'narrow', timeZone: 'UTC' });
  const initials = (name: string) =>
    name
      .split(/\s+/)
      .map((w) => w[0] ?? '')
      .join('')
      .slice(0, 3)
      .toUpperCase();
  // A month fits a 1366 px screen (issue 25 point 12): a day is a narrow column, a booking its holder's initials with
  // the whole of it for screen readers and on hover; the week view has room for names and hours.
  const compact = view === 'month';
  const heading =
    view === 'month' ? monthLabel : t('calendar.weekOf', { from: dayLabel(period.from, 'long'), to: dayLabel(period.to, 'long') });

  const query = (extra: Record<string, string>) => {
    const params = new URLSearchParams({ ...extra, lang: locale });
    if (companyId) params.set('companyId', String(companyId));
    return params.toString();
  };
  const monthDays = viewDays('month', anchor);
  const pdfHref = `${API_BASE}/fleet/calendar.pdf?${query({ from: monthDays[0]!, to: monthDays[monthDays.length - 1]! })}`;
  const payrollHref = (format: 'csv' | 'xlsx') => `${API_BASE}/fleet/payroll?${query({ month: anchor.slice(0, 7), format })}`;
  const today = brusselsToday();

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('calendar.title')}</Title>
        <Text c="dimmed">{t('calendar.intro')}</Text>
        <Anchor component={Link} to={sharedBikeHomesPath.getHref(i18n.language as Locale)} size="sm">
          {t('homes.link')}
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
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="xs" wrap="wrap">
          <Button
            variant="default"
            size="xs"
            onClick={() => setAnchor(shift(view, anchor, -1))}
            leftSection={<IconChevronLeft size={14} aria-hidden />}
          >
            {view === 'month' ? t('calendar.previousMonth') : t('calendar.previousWeek')}
          </Button>
          <Button variant="default" size="xs" onClick={() => setAnchor(today)}>
            {t('calendar.today')}
          </Button>
          <Button
            variant="default"
            size="xs"
            onClick={() => setAnchor(shift(view, anchor, 1))}
            rightSection={<IconChevronRight size={14} aria-hidden />}
          >
            {view === 'month' ? t('calendar.nextMonth') : t('calendar.nextWeek')}
          </Button>
        </Group>
        <SegmentedControl
          aria-label={t('calendar.view')}
          value={view}
          onChange={(v) => setView(v as CalendarView)}
          data={[
            { value: 'month', label: t('calendar.month') },
            { value: 'week', label: t('calendar.week') },
          ]}
        />
      </Group>
      {ready && (
        <Group gap="xs" wrap="wrap">
          <Button component="a" href={pdfHref} download variant="default" size="xs" leftSection={<IconDownload size={14} aria-hidden />}>
            {t('calendar.downloadPdf')}
          </Button>
          {(['csv', 'xlsx'] as const).map((format) => (
            <Button
              key={format}
              component="a"
              href={payrollHref(format)}
              download
              variant="default"
              size="xs"
              leftSection={<IconDownload size={14} aria-hidden />}
            >
              {t(`calendar.payroll.${format}`)}
            </Button>
          ))}
        </Group>
      )}
      {calendar.isError && <Alert color="red">{errorMessage(calendar.error)}</Alert>}
      {ready && calendar.data && calendar.data.bikes.length === 0 && <Text>{t('calendar.noBikes')}</Text>}
      {ready && calendar.data && calendar.data.bikes.length > 0 && (
        // The grid scrolls sideways inside its own box on a phone; the box takes the keyboard focus to scroll.
        <Box component="section" tabIndex={0} aria-label={heading} style={{ overflowX: 'auto', maxWidth: '100%' }}>
          <Table
            captionSide="top"
            withTableBorder
            withColumnBorders
            style={compact ? { tableLayout: 'fixed', width: '100%', minWidth: 720 } : { minWidth: 760 }}
          >
            <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: 8 }}>{heading}</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th
                  scope="col"
                  style={{
                    position: 'sticky',
                    left: 0,
                    background: 'var(--mantine-color-body)',
                    minWidth: 120,
                    width: compact ? 150 : undefined,
                  }}
                >
                  {t('fields.bike')}
                </Table.Th>
                {days.map((d) => (
                  <Table.Th
                    key={d}
                    scope="col"
                    aria-label={dayLabel(d, 'long')}
                    style={{
                      fontSize: compact ? 11 : 12,
                      whiteSpace: 'nowrap',
                      textAlign: compact ? 'center' : undefined,
                      padding: compact ? '4px 0' : undefined,
                      background: d === today ? 'var(--mantine-color-blue-light)' : undefined,
                    }}
                  >
                    {compact ? (
                      <>
                        <span style={{ display: 'block' }}>{narrowDay(d)}</span>
                        {Number(d.slice(8))}
                      </>
                    ) : (
                      dayLabel(d, 'short')
                    )}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {calendar.data.bikes.map((bike) => (
                <Table.Tr key={bike.id}>
                  <Table.Th scope="row" style={{ position: 'sticky', left: 0, background: 'var(--mantine-color-body)', maxWidth: 180 }}>
                    {/* People know a bike by its model and where it sits; the frame number is the shop's (issue 25 point 12). */}
                    <Text span fz="sm" fw={600} display="block">
                      {bike.name}
                    </Text>
                    <Text span fz="xs" c="dimmed" display="block">
                      {[bike.building, bike.frameNumber].filter(Boolean).join(' · ')}
                    </Text>
                  </Table.Th>
                  {days.map((d) => {
                    const here = bike.reservations.filter((r) => onDay(r, d));
                    const hours = (r: (typeof here)[number]) =>
                      `${r.start.slice(0, 10) === d ? r.start.slice(11) : '…'}–${r.end.slice(0, 10) === d ? r.end.slice(11) : '…'}${r.status === 'cancelled' ? ` (${t('calendar.cancelled')})` : ''}`;
                    return (
                      <Table.Td key={d} style={{ verticalAlign: 'top', padding: 2 }}>
                        {here.map((r) => (
                          <Box
                            key={r.id}
                            p={2}
                            mb={2}
                            style={{
                              borderRadius: 4,
                              fontSize: 11,
                              lineHeight: 1.2,
                              background: r.status === 'cancelled' ? 'var(--mantine-color-gray-light)' : 'var(--mantine-color-blue-light)',
                              textDecoration: r.status === 'cancelled' ? 'line-through' : undefined,
                            }}
                          >
                            {compact ? (
                              <Text span fz={10} fw={600} display="block" ta="center" title={`${r.holder} ${hours(r)}`}>
                                <span aria-hidden>{initials(r.holder)}</span>
                                <VisuallyHidden>{`${r.holder} ${hours(r)}`}</VisuallyHidden>
                              </Text>
                            ) : (
                              <>
                                <Text span fz={11} fw={600} display="block">
                                  {r.holder}
                                </Text>
                                <Text span fz={11} display="block">
                                  {hours(r)}
                                </Text>
                              </>
                            )}
                          </Box>
                        ))}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      )}
    </Stack>
  );
}
