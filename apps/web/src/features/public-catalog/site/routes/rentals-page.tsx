import { Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

export function RentalsPage() {
  const { t } = useTranslation('public');
  const locale = useLocale();
  usePageTitle(t('rentals.title'));
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>{t('rentals.title')}</Title>
      <Text size="lg">{t('rentals.intro')}</Text>
      <Paper withBorder p="lg" radius="md">
        <Title order={2} size="h4" mb="sm">
          {t('rentals.howTitle')}
        </Title>
        <List spacing="xs">
          <List.Item>{t('rentals.points.types')}</List.Item>
          <List.Item>{t('rentals.points.duration')}</List.Item>
          <List.Item>{t('rentals.points.extras')}</List.Item>
          <List.Item>{t('rentals.points.groups')}</List.Item>
        </List>
      </Paper>
      <Button component={Link} to={paths.public.testRide.getHref(locale, { kind: 'rental' })} size="md" style={{ alignSelf: 'flex-start' }}>
        {t('rentals.cta')}
      </Button>
    </Stack>
  );
}
