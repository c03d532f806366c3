import { Alert, Anchor, Button, Group, List, Radio, Stack, Text, Title } from '@mantine/core';
import { formatPrice } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadState } from '@/components/ui/load-state';
import { paths } from '@/config/paths';
import { useAccessories } from '@/features/catalog/catalog/api/get-accessories';
import { useAccessory } from '@/features/catalog/catalog/api/get-accessory';
import { useMergeAccessory, type MergeResult } from '@/features/catalog/catalog/api/merge-accessory';
import { SearchInput } from '@/components/ui/search-input';
import { useErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

/** `accessories-catalog/:id/merge`: fold a duplicate into this accessory (its stock moves here, the duplicate is gone). */
export function AccessoryMergePage() {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const id = Number(useParams().id);
  const accessory = useAccessory(id);
  const [q, setQ] = useState('');
  const candidates = useAccessories({ q, perPage: 20, page: 1 }, Number.isInteger(id) && id > 0);
  const merge = useMergeAccessory();
  const [duplicateId, setDuplicateId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<MergeResult['merged'] | null>(null);
  usePageTitle(t('accessories.merge.title'));

  if (!Number.isInteger(id) || id <= 0) return <LoadState notFound />;
  if (!accessory.data) return <LoadState error={accessory.error} />;
  const a = accessory.data;
  const others = (candidates.data?.data ?? []).filter((c) => c.id !== a.id);
  const duplicate = others.find((c) => String(c.id) === duplicateId);

  return (
    <Stack gap="lg" maw={860}>
      <div>
        <Anchor component={Link} to={paths.catalog.accessoryDetail.getHref(locale, a.id)} size="sm">
          {t('accessories.merge.back', { name: a.name })}
        </Anchor>
        <Title order={1}>{t('accessories.merge.title')}</Title>
        <Text c="dimmed">{t('accessories.merge.intro', { name: a.name })}</Text>
      </div>
      {done ? (
        <Alert color="green" title={t('accessories.merge.doneTitle')}>
          <List size="sm">
            <List.Item>{t('accessories.merge.doneGone', { name: done.duplicateName })}</List.Item>
            <List.Item>{t('accessories.merge.doneStock', { count: done.movedStock, name: a.name })}</List.Item>
            <List.Item>{t('accessories.merge.doneHistory')}</List.Item>
          </List>
        </Alert>
      ) : (
        <>
          <SearchInput label={t('accessories.merge.search')} value={q} onSearch={setQ} />
          <Radio.Group
            label={t('accessories.merge.choose')}
            value={duplicateId}
            onChange={(v) => {
              setDuplicateId(v);
              setConfirming(false);
            }}
          >
            <Stack gap="xs" mt="xs">
              {others.length === 0 && <Text c="dimmed">{t('accessories.merge.none')}</Text>}
              {others.map((c) => (
                <Radio
                  key={c.id}
                  value={String(c.id)}
                  label={`${c.name}${c.reference ? ` (${c.reference})` : ''} · ${t(`categories.${c.category}`)} · ${formatPrice(c.priceCents, locale)}`}
                />
              ))}
            </Stack>
          </Radio.Group>
          {merge.isError && <Alert color="red">{errorMessage(merge.error)}</Alert>}
          {duplicate && confirming ? (
            <Alert color="orange" title={t('accessories.merge.confirmTitle')}>
              <Stack gap="sm">
                <Text>{t('accessories.merge.confirmText', { duplicate: duplicate.name, name: a.name })}</Text>
                <Group>
                  <Button variant="default" onClick={() => setConfirming(false)}>
                    {t('actions.cancel')}
                  </Button>
                  <Button
                    color="orange"
                    loading={merge.isPending}
                    onClick={() => merge.mutate({ id: a.id, duplicateId: duplicate.id }, { onSuccess: (result) => setDone(result.merged) })}
                  >
                    {t('accessories.merge.confirm')}
                  </Button>
                </Group>
              </Stack>
            </Alert>
          ) : (
            <Group justify="flex-end">
              <Button disabled={!duplicate} onClick={() => setConfirming(true)}>
                {t('accessories.merge.action')}
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
