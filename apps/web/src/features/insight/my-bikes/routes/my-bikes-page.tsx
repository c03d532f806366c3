import { Alert, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyBikes } from '@/features/insight/my-bikes/api/get-my-bikes';
import { OwnedBikeCard } from '@/features/insight/my-bikes/components/owned-bike-card';
import { useErrorMessage } from '@/lib/errors';
import { usePageTitle } from '@/lib/use-page-title';

/** Past this many bikes the page offers a search box (a family, a demo account, a long-time rider). */
const SEARCH_FROM = 4;

/** `my-bikes`: each of my bikes — leased, bought, shared lately — with its contract, warranty, next maintenance and history. */
export function MyBikesPage() {
  const { t } = useTranslation('dashboards');
  const errorMessage = useErrorMessage();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 250);
  const bikes = useMyBikes(q);
  usePageTitle(t('myBikes.title'));
  const data = bikes.data;

  return (
    <Stack gap="lg" maw={900}>
      <div>
        <Title order={1}>{t('myBikes.title')}</Title>
        <Text c="dimmed">{t('myBikes.intro')}</Text>
      </div>
      {(text !== '' || (data && data.total >= SEARCH_FROM)) && (
        <TextInput
          label={t('myBikes.search')}
          description={t('myBikes.searchHint')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          maw={420}
          type="search"
        />
      )}
      {bikes.isPending && <Loader aria-label={t('loading')} />}
      {bikes.isError && <Alert color="red">{errorMessage(bikes.error)}</Alert>}
      {data && data.total === 0 && <Text>{t('myBikes.none')}</Text>}
      {data && data.total > 0 && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('myBikes.shown', { count: data.data.length, total: data.total })}
          </Text>
          <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
            {data.data.map((bike) => (
              <li key={`${bike.relation}-${bike.id}`}>
                <OwnedBikeCard bike={bike} />
              </li>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
