import { Alert, Badge, Button, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate, formatDateTime, formatPrice } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReadBackHorus, type HorusReadBack, type HorusStatus } from '@/features/accounting/books/settings/api/horus';
import { useErrorMessage } from '@/lib/errors';

type Change = HorusStatus['readBack']['changes'][number];
type Line = Change['ours'][number];
const lineKey = (l: Line) => `${l.account}|${l.debitCents}|${l.creditCents}|${l.vatCode ?? ''}`;
const money = (cents: number) => (cents === 0 ? '' : formatPrice(cents));

/** One side of a changed entry: its lines, those the other side does not have marked. */
function Lines({ caption, lines, other }: { caption: string; lines: Line[]; other: Line[] }) {
  const { t } = useTranslation('books');
  const others = new Set(other.map(lineKey));
  return (
    <Table.ScrollContainer minWidth={360} type="native" tabIndex={0} role="region" aria-label={caption}>
      <Table>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('entries.account')}</Table.Th>
            <Table.Th ta="right">{t('entries.debit')}</Table.Th>
            <Table.Th ta="right">{t('entries.credit')}</Table.Th>
            <Table.Th>{t('entries.vatCode')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((l, i) => (
            <Table.Tr key={i} fw={others.has(lineKey(l)) ? undefined : 700}>
              <Table.Td>
                {l.account}{' '}
                {!others.has(lineKey(l)) && (
                  <Badge size="xs" variant="light" color="orange">
                    {t('horus.differs')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td ta="right">{money(l.debitCents)}</Table.Td>
              <Table.Td ta="right">{money(l.creditCents)}</Table.Td>
              <Table.Td>{l.vatCode ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * What the accountant changed or paid in Horus, read back (decision 117): the action and what it found, each entry
 * Horus now books otherwise (ours, never edited, beside theirs), and the payments recorded there — a purchase paid, or
 * a difference to check and why.
 */
export function HorusReadBack({ readBack }: { readBack: HorusStatus['readBack'] }) {
  const { t } = useTranslation('books');
  const errorMessage = useErrorMessage();
  const read = useReadBackHorus();
  const [result, setResult] = useState<HorusReadBack | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const run = async () => {
    setFailure(null);
    setResult(null);
    try {
      setResult(await read.mutateAsync());
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="horus-read-back-title">
      <div>
        <Title order={3} id="horus-read-back-title">
          {t('horus.readBackTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('horus.readBackIntro')}
        </Text>
      </div>
      <Group wrap="wrap">
        <Button variant="default" onClick={() => void run()} loading={read.isPending}>
          {t('horus.readBack')}
        </Button>
        <Text size="sm">{readBack.at ? t('horus.readBackAt', { date: formatDateTime(readBack.at) }) : t('horus.readBackNever')}</Text>
      </Group>
      <div aria-live="polite">
        {read.isPending && <Text size="sm">{t('horus.readBackRunning')}</Text>}
        {result && <Alert color="green">{t('horus.readBackDone', result)}</Alert>}
        {failure !== null && (
          <Alert color="red" role="alert">
            {errorMessage(failure)}
          </Alert>
        )}
      </div>
      {readBack.changes.length > 0 && (
        <Stack gap="sm">
          <Title order={4}>{t('horus.changes')}</Title>
          {readBack.changes.map((c) => (
            <Stack key={c.entryId} gap={4}>
              <Text fw={700}>
                {t('horus.changedEntry', { reference: c.reference, date: formatDate(c.date), at: formatDateTime(c.changedAt) })}
              </Text>
              <SimpleGrid cols={{ base: 1, md: 2 }}>
                <Lines caption={t('horus.ours')} lines={c.ours} other={c.theirs} />
                <Lines caption={t('horus.theirs')} lines={c.theirs} other={c.ours} />
              </SimpleGrid>
            </Stack>
          ))}
        </Stack>
      )}
      {readBack.payments.length > 0 && (
        <Table.ScrollContainer minWidth={560} type="native" tabIndex={0} role="region" aria-label={t('horus.payments')}>
          <Table striped>
            <Table.Caption>{t('horus.payments')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('entries.date')}</Table.Th>
                <Table.Th>{t('entries.reference')}</Table.Th>
                <Table.Th>{t('horus.side')}</Table.Th>
                <Table.Th ta="right">{t('horus.amount')}</Table.Th>
                <Table.Th>{t('horus.outcome')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {readBack.payments.map((p) => (
                <Table.Tr key={p.externalId}>
                  <Table.Td>{formatDate(p.paidOn)}</Table.Td>
                  <Table.Td>{p.reference}</Table.Td>
                  <Table.Td>{t(`horus.sides.${p.side}`)}</Table.Td>
                  <Table.Td ta="right">{formatPrice(p.amountCents)}</Table.Td>
                  <Table.Td>
                    {p.outcome === 'marked_paid' ? t('horus.markedPaid') : t(`horus.reasons.${p.reason ?? 'bank_statement'}`)}
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
