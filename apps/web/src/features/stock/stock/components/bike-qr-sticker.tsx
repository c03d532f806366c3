import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QrCode } from '@/components/ui/qr-code';
import { paths } from '@/config/paths';
import { useLocale } from '@/lib/locale';
import classes from './bike-qr-sticker.module.css';

/** The bike's QR code to print and stick on the frame: scanned, it opens the bike's record (decision 034). */
export function BikeQrSticker({ bike }: { bike: { id: number; frameNumber: string } }) {
  const { t } = useTranslation('mechanicDay');
  const locale = useLocale();
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <Card withBorder>
      <Group align="flex-start" wrap="wrap" gap="md">
        <Stack gap={4} align="center" className={classes.sticker}>
          <QrCode
            value={`${origin}${paths.stock.fleetBike.getHref(locale, bike.id)}`}
            label={t('qrLabel', { frame: bike.frameNumber })}
            size={128}
          />
          <Text size="sm" fw={700} ff="monospace">
            {bike.frameNumber}
          </Text>
        </Stack>
        <Stack gap="xs" style={{ flex: '1 1 14rem' }} className={classes.noPrint}>
          <Title order={2} size="h4">
            {t('sticker.title')}
          </Title>
          <Text size="sm">{t('sticker.hint')}</Text>
          <Button variant="default" leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()} w="fit-content">
            {t('sticker.print')}
          </Button>
        </Stack>
      </Group>
    </Card>
  );
}
