import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@veloport/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Reservation } from '@/features/sharing/reservations/api/get-reservation';

const COLORS = { in_progress: 'green', future: 'blue', finished: 'gray', cancelled: 'red' } as const;

/** One reservation as a card: code, bike, building, times, state; `children` adds the actions. */
export function ReservationSummary({
  reservation: r,
  showPerson = false,
  title,
  children,
}: {
  reservation: Reservation;
  showPerson?: boolean;
  title?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation('sharing');
  const { t: tb } = useTranslation('boxes');
  const state = r.group ?? 'cancelled';
  return (
    <Card withBorder padding="md">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap">
          {title ?? <Text fw={700}>{r.bike.name}</Text>}
          <Badge variant="light" color={COLORS[state]}>
            {t(`groups.${state}`)}
          </Badge>
        </Group>
        <Text size="sm">
          {t('common:labelled', { label: t('fields.code') })} <strong>{r.code}</strong>
        </Text>
        <Text size="sm">
          {t('common:labelled', { label: t('fields.building') })} {r.building?.name ?? '—'} ·{' '}
          {t('common:labelled', { label: t('fields.frameNumber') })} {r.bike.frameNumber}
        </Text>
        <Text size="sm">
          {formatDateTime(r.start)} → {formatDateTime(r.end)}
          {r.initialEnd ? ` (${t('common:labelled', { label: t('fields.initialEnd') })} ${formatDateTime(r.initialEnd)})` : ''}
        </Text>
        {r.box && (
          <Text size="sm" data-testid="reservation-box">
            {tb('reservation.where', { box: r.box.name, slot: r.box.slot ?? '—' })} ·{' '}
            {r.box.code ? (
              <>
                {tb('reservation.code')} <strong data-testid="box-code">{r.box.code}</strong> (
                {tb('reservation.valid', { from: formatDateTime(r.box.validFrom), until: formatDateTime(r.box.validUntil) })})
              </>
            ) : (
              tb(`reservation.states.${r.box.state}`)
            )}
          </Text>
        )}
        {showPerson && (
          <Text size="sm">
            {t('common:labelled', { label: t('fields.person') })} {r.user.name} · {r.company.name}
          </Text>
        )}
        {children}
      </Stack>
    </Card>
  );
}
