import { Table } from '@mantine/core';
import { formatDate } from '@veloport/domain';
import { useTranslation } from 'react-i18next';

type Refusal = { entryId: number; kind?: 'pdf' | 'ubl'; date: string; reference: string; error: string | null; attempts: number };

/** What Horus refused (entries, or the files sent with them) and why, as Horus said it, with the attempts so far. */
export function HorusRefusals({ caption, refusals }: { caption: string; refusals: Refusal[] }) {
  const { t } = useTranslation('books');
  if (refusals.length === 0) return null;
  const files = refusals.some((r) => r.kind);
  return (
    <Table.ScrollContainer minWidth={480} type="native" tabIndex={0} role="region" aria-label={caption}>
      <Table striped>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('entries.date')}</Table.Th>
            <Table.Th>{t('entries.reference')}</Table.Th>
            {files && <Table.Th>{t('horus.file')}</Table.Th>}
            <Table.Th>{t('horus.reason')}</Table.Th>
            <Table.Th ta="right">{t('horus.attempts')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {refusals.map((f) => (
            <Table.Tr key={`${f.entryId}-${f.kind ?? 'entry'}`}>
              <Table.Td>{formatDate(f.date)}</Table.Td>
              <Table.Td>{f.reference}</Table.Td>
              {files && <Table.Td>{f.kind?.toUpperCase()}</Table.Td>}
              <Table.Td>{f.error ?? '—'}</Table.Td>
              <Table.Td ta="right">{f.attempts}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
