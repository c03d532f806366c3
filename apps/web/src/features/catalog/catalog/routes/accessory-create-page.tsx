import { Anchor, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useSaveAccessory } from '@/features/catalog/catalog/api/save-accessory';
import { AccessoryForm } from '@/features/catalog/catalog/components/accessory-form';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

/** `accessories-catalog/create`. */
export function AccessoryCreatePage() {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const navigate = useNavigate();
  const save = useSaveAccessory();
  usePageTitle(t('accessories.create'));
  return (
    <Stack gap="lg" maw={860}>
      <div>
        <Anchor component={Link} to={paths.catalog.accessories.getHref(locale)} size="sm">
          {t('accessories.backToList')}
        </Anchor>
        <Title order={1}>{t('accessories.create')}</Title>
      </div>
      <AccessoryForm
        submitLabel={t('accessories.createSubmit')}
        pending={save.isPending}
        onSubmit={async (input) => {
          const accessory = await save.mutateAsync({ input });
          notify('success', t('accessories.saved', { name: accessory.name }));
          navigate(paths.catalog.accessoryDetail.getHref(locale, accessory.id));
        }}
      />
    </Stack>
  );
}
