import { Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useCreateRental } from '@/features/rentals/rentals/api/create-rental';
import { useRentalRequests } from '@/features/rentals/rentals/api/get-rental-requests';
import { RentalForm } from '@/features/rentals/rentals/components/rental-form';
import { rentalPaths } from '@/features/rentals/rentals/paths';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

/** `bike-rentals/create`: a rental typed in, or (`?request=`) made from a rental request of the website. */
export function RentalCreatePage() {
  const { t } = useTranslation('rentals');
  const locale = useLocale();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const requestId = Number(search.get('request')) || null;
  const requests = useRentalRequests(requestId !== null);
  const create = useCreateRental();
  usePageTitle(t('create'));
  const request = requestId === null ? undefined : requests.data?.data.find((r) => r.id === requestId);
  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Anchor component={Link} to={rentalPaths.list.getHref(locale)} size="sm">
          {t('backToList')}
        </Anchor>
        <Title order={1}>{t('create')}</Title>
        <Text c="dimmed">{t('createIntro')}</Text>
      </div>
      {requestId !== null && requests.isPending ? (
        <Loader aria-label={t('create')} />
      ) : (
        <RentalForm
          key={request?.id ?? 'typed'}
          request={request}
          pending={create.isPending}
          onSubmit={async (body) => {
            const rental = await create.mutateAsync(body);
            notify('success', t('created'));
            navigate(rentalPaths.detail.getHref(locale, rental.id));
          }}
        />
      )}
    </Stack>
  );
}
