import { TextInput } from '@mantine/core';
import { IconBarcode } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { findBikeByFrame } from '@/features/stock/stock/api/find-bike-by-frame';
import { listBikes } from '@/features/stock/stock/api/get-bikes';
import { isApiError, useErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';

/**
 * The header's frame-number search: type or scan, Enter opens the bike. Part of a frame number (3+ characters,
 * e.g. its end) or a reference opens the one bike it matches, or the stock list searched for it when several do.
 */
export function FrameSearch() {
  const { t } = useTranslation('stock');
  const locale = useLocale();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);

  const search = async () => {
    const frameNumber = value.trim();
    if (!frameNumber || busy) return;
    setBusy(true);
    try {
      const bike = await findBikeByFrame(frameNumber).catch(async (error: unknown) => {
        if (!isApiError(error) || error.status !== 404) throw error;
        // Not a whole frame number: part of one (its end, as read on the frame), or a key, lock or plate reference.
        const found = await listBikes({ q: frameNumber, perPage: 2 });
        if (found.data.length > 1) return 'several' as const;
        if (found.data.length === 1) return found.data[0]!;
        throw error;
      });
      setValue('');
      if (bike === 'several') await navigate(`${paths.stock.bikes.getHref(locale)}?${new URLSearchParams({ q: frameNumber })}`);
      else await navigate(paths.stock.bikeDetail.getHref(locale, bike.id));
    } catch (error) {
      notify('error', isApiError(error) && error.status === 404 ? t('frameSearch.notFound', { frameNumber }) : errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <TextInput
      aria-label={t('frameSearch.label')}
      placeholder={t('frameSearch.placeholder')}
      leftSection={<IconBarcode size={16} aria-hidden />}
      size="xs"
      w={{ base: 150, sm: 220 }}
      value={value}
      onChange={(e) => setValue(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          void search();
        }
      }}
      enterKeyHint="search"
    />
  );
}
