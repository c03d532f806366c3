import { Button, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBike, IconBuildingSkyscraper, IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { FeaturedBikes, LatestPosts, Promotions } from '@/features/public-catalog/site/components/home-highlights';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

export function HomePage() {
  // The home page's words in their own catalogue, fetched with it: the other public pages do not carry them.
  const { t } = useTranslation('home');
  const locale = useLocale();
  usePageTitle(t('title'));
  const cards = [
    { key: 'private', icon: IconBike, href: paths.public.bikes.getHref(locale) },
    { key: 'company', icon: IconBuildingSkyscraper, href: paths.public.leasingRequest.getHref(locale) },
    { key: 'repair', icon: IconTool, href: paths.public.contact.getHref(locale) },
  ] as const;
  return (
    <Stack gap="xl">
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text size="lg" c="dimmed" maw={720}>
          {t('intro')}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {cards.map(({ key, icon: Icon, href }) => (
          <Card key={key} withBorder radius="md" padding="lg" component="section" aria-labelledby={`home-${key}`}>
            <Stack gap="sm" h="100%">
              <ThemeIcon size={48} radius="md" variant="light">
                <Icon size={28} aria-hidden />
              </ThemeIcon>
              <Title order={2} size="h3" id={`home-${key}`}>
                {t(`cards.${key}.title`)}
              </Title>
              <Text style={{ flex: 1 }}>{t(`cards.${key}.text`)}</Text>
              <Button component={Link} to={href} style={{ alignSelf: 'flex-start' }}>
                {t(`cards.${key}.cta`)}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Promotions />
      <FeaturedBikes locale={locale} />
      <LatestPosts locale={locale} />
    </Stack>
  );
}
