import { Anchor, Badge, Table, Title } from '@mantine/core';
import { formatDateTime, type PeppolDeliveryRow } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePeppolDeliveries } from '@/features/accounting/books/purchases/api/get-peppol-deliveries';
import { booksPaths } from '@/features/accounting/books/paths';
import { useFieldErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';

const COLORS: Record<PeppolDeliveryRow['outcome'], string> = { imported: 'green', duplicate: 'gray', refused: 'red' };

/**
 * What the Peppol access point delivered lately, and why a refused invoice was refused (decision 107): the supplier is
 * told by the admin, since nothing of a refused document is in the purchases. Shown only once something came in.
 */
export function PeppolDeliveries() {
  const { t } = useTranslation('books');
  const locale = useLocale();
  const reason = useFieldErrorMessage();
  const deliveries = usePeppolDeliveries();
  const rows = deliveries.data?.data ?? [];
  if (!rows.length) return null;
  return (
    <section aria-labelledby="peppol-deliveries">
      <Title order={2} size="h4" id="peppol-deliveries" mb="xs">
        {t('peppol.title')}
      </Title>
      <Table.ScrollContainer minWidth={520} type="native" tabIndex={0} role="region" aria-label={t('peppol.title')}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('peppol.receivedAt')}</Table.Th>
              <Table.Th>{t('peppol.documentId')}</Table.Th>
              <Table.Th>{t('peppol.sender')}</Table.Th>
              <Table.Th>{t('peppol.outcome')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((d) => (
              <Table.Tr key={d.id}>
                <Table.Td>{formatDateTime(d.receivedAt)}</Table.Td>
                <Table.Td>{d.documentId}</Table.Td>
                <Table.Td>{d.sender ?? '—'}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={COLORS[d.outcome]}>
                    {t(`peppol.outcomes.${d.outcome}`)}
                  </Badge>{' '}
                  {d.purchaseId !== null ? (
                    <Anchor component={Link} to={booksPaths.purchase.getHref(locale, d.purchaseId)}>
                      {t('peppol.open')}
                    </Anchor>
                  ) : (
                    d.errorCode && reason(d.errorCode)
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}
