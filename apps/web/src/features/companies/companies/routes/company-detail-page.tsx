import { Anchor, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconChecklist, IconUsers } from '@tabler/icons-react';
import type { Company } from '@veloport/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useCompany } from '@/features/companies/companies/api/get-company';
import { CompanyContactsTab } from '@/features/companies/companies/components/company-contacts-tab';
import { CompanyDetailsTab } from '@/features/companies/companies/components/company-details-tab';
import { CompanyDocumentsTab } from '@/features/companies/companies/components/company-documents-tab';
import { CompanyHistoryTab } from '@/features/companies/companies/components/company-history-tab';
import { LoadState } from '@/components/ui/load-state';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

export const COMPANY_TABS = ['details', 'contacts', 'users', 'documents', 'conditions', 'history'] as const;
export type CompanyTab = (typeof COMPANY_TABS)[number];

const isTab = (value: string | null): value is CompanyTab => (COMPANY_TABS as readonly string[]).includes(value ?? '');

/** The users screens belong to another module: a plain link to them, filtered on the company. */
const usersHref = (locale: string, companyId: number) => `/${locale}/dashboard/users?companyId=${companyId}`;

type Props = {
  /** The conditions tab, from the conditions module (composed by the app, features do not import each other). */
  conditionsTab: (company: Company) => ReactNode;
  /** What other modules offer beside the company's name (the impact report), composed by the app too. */
  headerActions?: (company: Company) => ReactNode;
};

export function CompanyDetailPage({ conditionsTab, headerActions }: Props) {
  const { t } = useTranslation('companies');
  const locale = useLocale();
  const id = Number(useParams().id);
  const [search, setSearch] = useSearchParams();
  const tabParam = search.get('tab');
  const tab: CompanyTab = isTab(tabParam) ? tabParam : 'details';
  const company = useCompany(id);
  usePageTitle(company.data?.name ?? t('detail.title'));

  if (!Number.isInteger(id) || id <= 0) return <LoadState notFound />;
  if (!company.data) return <LoadState error={company.error} />;
  const c = company.data;

  const selectTab = (value: string | null) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (!value || value === 'details') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="lg">
      <div>
        <Anchor component={Link} to={paths.companies.list.getHref(locale)} size="sm">
          {t('list.backToList')}
        </Anchor>
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Title order={1}>{c.name}</Title>
            {c.vatNumber && <Text c="dimmed">{c.vatNumber}</Text>}
          </div>
          <Group align="flex-end" gap="sm" wrap="wrap">
            {headerActions?.(c)}
            <Button
              component={Link}
              to={paths.companies.process.getHref(locale, c.id)}
              variant="default"
              leftSection={<IconChecklist size={16} aria-hidden />}
            >
              {t('process.open')}
            </Button>
          </Group>
        </Group>
      </div>
      <Tabs value={tab} onChange={selectTab} keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          {COMPANY_TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="details" pt="md">
          <CompanyDetailsTab company={c} />
        </Tabs.Panel>
        <Tabs.Panel value="contacts" pt="md">
          <CompanyContactsTab companyId={c.id} />
        </Tabs.Panel>
        <Tabs.Panel value="users" pt="md">
          <Stack gap="sm" align="flex-start">
            <Text>{t('users.intro', { name: c.name })}</Text>
            <Button component={Link} to={usersHref(locale, c.id)} leftSection={<IconUsers size={16} aria-hidden />}>
              {t('users.open')}
            </Button>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="documents" pt="md">
          <CompanyDocumentsTab companyId={c.id} />
        </Tabs.Panel>
        <Tabs.Panel value="conditions" pt="md">
          {conditionsTab(c)}
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <CompanyHistoryTab companyId={c.id} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
