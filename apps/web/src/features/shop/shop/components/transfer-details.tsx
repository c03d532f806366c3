import { Group, Stack, Table, Text } from '@mantine/core';
import { formatIban, formatPrice } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { QrCode } from '@/components/ui/qr-code';
import { business } from '@/config/business';
import { orderTransferPayload } from '../epc-transfer';

/** How to pay an order by transfer: the account, the amount, the structured communication, and the code to scan. */
type Props = {
  totalCents: number;
  communication: string;
  /** The API's QR payload and account when it sends them (the shop's own configuration); else the web's copy. */
  epcQr?: string;
  iban?: string;
};

export function TransferDetails({ totalCents, communication, epcQr, iban }: Props) {
  const { t } = useTranslation('shop');
  const rows: [string, string][] = [
    [t('transfer.beneficiary'), business.name],
    [t('transfer.iban'), formatIban(iban ?? business.iban)],
    [t('transfer.bic'), business.bic],
    [t('transfer.amount'), formatPrice(totalCents)],
    [t('transfer.communication'), communication],
  ];
  return (
    <Group align="flex-start" gap="lg" wrap="wrap">
      <Stack gap="xs" style={{ flex: '1 1 240px', minWidth: 0 }}>
        <Text>{t('transfer.intro')}</Text>
        <Table withTableBorder variant="vertical">
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row">{label}</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
      <Stack gap={4} align="center">
        <QrCode value={epcQr ?? orderTransferPayload(totalCents, communication)} label={t('transfer.qr')} size={168} />
        <Text size="xs" c="dimmed" maw={180} ta="center">
          {t('transfer.qrHint')}
        </Text>
      </Stack>
    </Group>
  );
}
