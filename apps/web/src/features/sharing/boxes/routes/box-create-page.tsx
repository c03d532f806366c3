import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCreateBox } from '@/features/sharing/boxes/api/create-box';
import { boxesPaths } from '@/features/sharing/boxes/boxes-paths';
import { BoxForm } from '@/features/sharing/boxes/components/box-form';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

/** `boxes/create` (admin): a box the shop installed at a company's building. */
export function BoxCreatePage() {
  const { t } = useTranslation('boxes');
  const locale = useLocale();
  const navigate = useNavigate();
  const create = useCreateBox();
  usePageTitle(t('create'));
  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Anchor component={Link} to={boxesPaths.list.getHref(locale)} size="sm">
          {t('backToList')}
        </Anchor>
        <Title order={1}>{t('create')}</Title>
        <Text c="dimmed">{t('createIntro')}</Text>
      </div>
      <BoxForm
        submitLabel={t('createSubmit')}
        pending={create.isPending}
        onSubmit={async (body) => {
          const box = await create.mutateAsync(body);
          notify('success', t('created'));
          navigate(boxesPaths.detail.getHref(locale, box.id));
        }}
      />
    </Stack>
  );
}
