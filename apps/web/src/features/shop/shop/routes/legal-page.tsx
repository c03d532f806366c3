import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { business } from '@/config/business';
import { paths } from '@/config/paths';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

const PAGES = {
  notice: 3,
  terms: 6,
  privacy: 4,
  cookies: 3,
  'withdrawal-form': 0,
} as const;
type Page = keyof typeof PAGES;
const isPage = (page: string | undefined): page is Page => page !== undefined && page in PAGES;

/** The shop's legal pages: who sells (the legal notice), the terms of sale, privacy, cookies, and the withdrawal form. */
export function LegalPage() {
  const { page } = useParams();
  const locale = useLocale();
  if (!isPage(page)) return <Navigate to={paths.error.getHref(locale, 404)} replace />;
  return <LegalText page={page} />;
}

function LegalText({ page }: { page: Page }) {
  const { t } = useTranslation('shop');
  const key = page === 'withdrawal-form' ? 'withdrawalForm' : page;
  usePageTitle(t(`legal.${key}.title`));
  const paragraphs = Array.from({ length: PAGES[page] }, (_, i) => t(`legal.${key}.p${i + 1}`, { ...business }));
  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>{t(`legal.${key}.title`)}</Title>
      {page === 'notice' && (
        <Paper withBorder p="md" radius="md">
          <Text fw={700}>{business.name}</Text>
          <Text>{business.address}</Text>
          <Text>{t('legal.notice.vat', { vatNumber: business.vatNumber })}</Text>
          <Text>{business.register}</Text>
        </Paper>
      )}
      {paragraphs.map((text) => (
        <Text key={text}>{text}</Text>
      ))}
      {page === 'withdrawal-form' && <WithdrawalForm />}
    </Stack>
  );
}

/** The model withdrawal form of Directive 2011/83/EU (annex I B), in the page's language. */
function WithdrawalForm() {
  const { t } = useTranslation('shop');
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Text fs="italic">{t('legal.withdrawalForm.instructions')}</Text>
        <Text>{t('legal.withdrawalForm.to', { name: business.name, address: business.address })}</Text>
        <Text>{t('legal.withdrawalForm.notice')}</Text>
        <List listStyleType="none" spacing="sm">
          {(['orderedOn', 'consumerName', 'consumerAddress', 'signature', 'date'] as const).map((field) => (
            <List.Item key={field}>{t(`legal.withdrawalForm.${field}`)} ……………………</List.Item>
          ))}
        </List>
        <Text size="sm">{t('legal.withdrawalForm.strike')}</Text>
      </Stack>
    </Paper>
  );
}
