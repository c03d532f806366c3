import { Anchor, Button, Grid, Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatCount } from '@veloport/domain';
import { PhotoGallery } from '@/features/public-catalog/site/components/photo-gallery';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadState } from '@/components/ui/load-state';
import { paths } from '@/config/paths';
import { useUsedBike } from '@/features/public-catalog/site/api/get-used-bike';
import { Price } from '@/features/public-catalog/site/components/price';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

export function UsedBikePage() {
  const { id } = useParams();
  const { t } = useTranslation('public');
  const locale = useLocale();
  const navigate = useNavigate();
  const numericId = Number(id);
  const usedBike = useUsedBike(numericId);
  usePageTitle(usedBike.data?.title ?? t('usedBikes.title'));
  if (!Number.isInteger(numericId) || numericId <= 0) return <LoadState notFound />;
  if (!usedBike.data) return <LoadState error={usedBike.error} />;
  const bike = usedBike.data;
  // One of a kind: in the cart once; the cart's code is fetched on the click (decision 105, as the new bikes' button).
  const addToCart = async () => {
    const cart = await import('@/lib/shop-cart');
    cart.addToCart({ kind: 'used_bike', usedBikeId: bike.id, name: bike.title, priceCents: bike.priceCents, quantity: 1 });
    await navigate(paths.shop.cart.getHref(locale));
  };
  const description = bike.description[locale] || bike.description.fr;
  const facts: [string, string][] = [
    [t('bike.fields.brand'), bike.brand],
    [t('usedBikes.model'), bike.model],
    [t('bike.fields.year'), bike.year ? String(bike.year) : '—'],
    [t('usedBikes.size'), bike.size ?? '—'],
    [t('bike.fields.frameType'), bike.frameType ? t(`frameType.${bike.frameType}`) : '—'],
    [t('bike.fields.electric'), bike.electric ? t('bike.yes') : t('bike.no')],
    [t('bike.fields.battery'), bike.batteryWh ? `${bike.batteryWh} Wh` : '—'],
    [t('usedBikes.mileage'), bike.mileageKm !== null ? `${formatCount(bike.mileageKm)} km` : '—'],
    [t('usedBikes.condition'), t(`condition.${bike.condition}`)],
    [t('usedBikes.store'), bike.store?.name ?? '—'],
  ];
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.public.usedBikes.getHref(locale)} size="sm">
        {t('usedBikes.back')}
      </Anchor>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <PhotoGallery photos={bike.photos.length ? bike.photos : bike.photoUrl ? [bike.photoUrl] : []} name={bike.title} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <Title order={1}>{bike.title}</Title>
            <Price priceCents={bike.priceCents} discountPriceCents={null} size="xl" />
            {description && <Text style={{ whiteSpace: 'pre-line' }}>{description}</Text>}
            <Table striped withTableBorder>
              <Table.Tbody>
                {facts.map(([label, value]) => (
                  <Table.Tr key={label}>
                    <Table.Th scope="row" w="45%">
                      {label}
                    </Table.Th>
                    <Table.Td>{value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Group gap="sm">
              <Button size="md" onClick={() => void addToCart()}>
                {t('cart.add')}
              </Button>
              <Button variant="default" component={Link} to={paths.public.contact.getHref(locale, bike.title)}>
                {t('usedBikes.ask')}
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
