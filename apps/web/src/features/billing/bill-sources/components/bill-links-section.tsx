import { Anchor, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBillLinks } from '@/features/billing/bill-sources/api/get-bill-links';
import { billSourcePaths } from '@/features/billing/bill-sources/paths';
import { useLocale } from '@/lib/locale';

/** In a bill's detail (admins): what the bill bills and the bikes it concerns, with a link to change the bikes. */
export function BillLinksSection({ billId }: { billId: number }) {
  const { t } = useTranslation('billSources');
  const locale = useLocale();
  const links = useBillLinks(billId);
  // A section of another page: while it loads or if it cannot, the bill itself still shows (never the 404 page).
  if (!links.data) return null;
  const { sources, bikes } = links.data;
  return (
    <Stack gap="xs" component="section" aria-labelledby="bill-links-title">
      <Title order={2} size="h4" id="bill-links-title">
        {t('section.title')}
      </Title>
      <Text size="sm" fw={600}>
        {t('section.sources')}
      </Text>
      {sources.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('typedByHand')}
        </Text>
      ) : (
        <List size="sm">
          {sources.map((s) => (
            <List.Item key={`${s.kind}-${s.id}`}>
              {`${t(`kinds.${s.kind}`, { defaultValue: s.kind })} · ${s.label}`}
              {s.released ? ` (${t('section.released')})` : ''}
            </List.Item>
          ))}
        </List>
      )}
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" fw={600}>
          {t('section.bikes')}
        </Text>
        <Anchor component={Link} to={billSourcePaths.updateBikes.getHref(locale, billId)} size="sm">
          {t('section.changeBikes')}
        </Anchor>
      </Group>
      {bikes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('section.noBike')}
        </Text>
      ) : (
        <List size="sm">
          {bikes.map((b) => (
            <List.Item key={b.id}>{`${b.frameNumber}${b.model ? ` · ${b.model}` : ''}`}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
