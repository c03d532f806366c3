import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  NativeSelect,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconBarcode, IconTrash } from '@tabler/icons-react';
import { isValidFrameNumber, normalizeFrameNumber } from '@veloport/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { checkFrameNumber } from '@/features/stock/stock/api/check-frame-number';
import { useEncodeDelivery, type EncodeResult } from '@/features/stock/stock/api/encode-delivery';
import { useLocations } from '@/features/stock/stock/api/get-locations';
import { useModelSelect } from '@/features/stock/stock/api/get-model-options';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

type Scanned = { frameNumber: string; error?: string };

export function StockEncodePage() {
  const { t } = useTranslation('stock');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const locations = useLocations();
  const encode = useEncodeDelivery();
  const [modelId, setModelId] = useState<string | null>(null);
  const modelSelect = useModelSelect(modelId, setModelId);
  const [locationId, setLocationId] = useState('');
  const [input, setInput] = useState('');
  const [scanned, setScanned] = useState<Scanned[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [created, setCreated] = useState<EncodeResult['created'] | null>(null);
  const [checking, setChecking] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  usePageTitle(t('encode.title'));

  const inList = (frameNumber: string) => scanned.some((s) => normalizeFrameNumber(s.frameNumber) === normalizeFrameNumber(frameNumber));

  const add = async () => {
    const typed = input.trim();
    if (!typed || checking) return;
    setRefusal(null);
    if (inList(typed)) {
      setRefusal(t('encode.refused.inList', { frameNumber: typed }));
      setInput('');
      return;
    }
    if (!isValidFrameNumber(typed)) {
      setRefusal(t('encode.refused.invalid', { frameNumber: typed }));
      return;
    }
    setChecking(true);
    try {
      const check = await checkFrameNumber(typed);
      if (!check.valid) setRefusal(t('encode.refused.invalid', { frameNumber: typed }));
      else if (!check.available) setRefusal(t('encode.refused.inStock', { frameNumber: check.frameNumber }));
      else if (inList(check.frameNumber)) setRefusal(t('encode.refused.inList', { frameNumber: check.frameNumber }));
      else setScanned((list) => [...list, { frameNumber: check.frameNumber }]);
      setInput('');
    } catch (error) {
      setRefusal(errorMessage(error));
    } finally {
      setChecking(false);
      inputRef.current?.focus();
    }
  };

  const register = () => {
    setFailure(null);
    encode.mutate(
      {
        modelId: Number(modelId),
        locationId: Number(locationId),
        frameNumbers: scanned.map((s) => s.frameNumber),
        size: null,
        color: null,
        purchaseDate: null,
      },
      {
        onSuccess: (result) => {
          setCreated(result.created);
          setScanned([]);
        },
        onError: (error) => {
          setFailure(error);
          if (isApiError(error)) setScanned((list) => list.map((s, index) => ({ ...s, error: error.fields[`frameNumbers.${index}`] })));
        },
      },
    );
  };

  const ready = modelId !== null && locationId !== '';

  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={1}>{t('encode.title')}</Title>
        <Text c="dimmed">{t('encode.subtitle')}</Text>
      </div>
      {created && (
        <Alert
          color="green"
          title={t('encode.done', { count: created.length })}
          withCloseButton
          onClose={() => setCreated(null)}
          closeButtonLabel={t('encode.dismiss')}
        >
          <List size="sm">
            {created.map((bike) => (
              <List.Item key={bike.id}>
                <Anchor component={Link} to={paths.stock.bikeDetail.getHref(locale, bike.id)} ff="monospace">
                  {bike.frameNumber}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Group grow align="flex-start" wrap="wrap" preventGrowOverflow={false}>
        <Select label={t('fields.model')} required {...modelSelect} nothingFoundMessage={t('list.noModel')} miw={240} />
        <NativeSelect
          label={t('fields.location')}
          required
          value={locationId}
          onChange={(e) => setLocationId(e.currentTarget.value)}
          data={[{ value: '', label: t('form.choose') }, ...(locations.data ?? []).map((l) => ({ value: String(l.id), label: l.name }))]}
          miw={200}
        />
      </Group>
      <TextInput
        ref={inputRef}
        label={t('encode.frameNumber')}
        description={t('encode.frameNumberHint')}
        leftSection={<IconBarcode size={18} aria-hidden />}
        value={input}
        onChange={(e) => setInput(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void add();
          }
        }}
        error={refusal}
        autoComplete="off"
        ff="monospace"
      />
      <VisuallyHidden aria-live="polite">{refusal ?? t('encode.count', { count: scanned.length })}</VisuallyHidden>
      <Card withBorder>
        <Stack gap="xs">
          <Group justify="space-between">
            <Title order={2} size="h4">
              {t('encode.listTitle')}
            </Title>
            <Badge variant="light">{t('encode.count', { count: scanned.length })}</Badge>
          </Group>
          {scanned.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('encode.empty')}
            </Text>
          ) : (
            <ol aria-label={t('encode.listTitle')} style={{ margin: 0, paddingLeft: 20 }}>
              {scanned.map((s) => (
                <li key={s.frameNumber}>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text ff="monospace">{s.frameNumber}</Text>
                    {s.error && (
                      <Text c="red" size="sm">
                        {fieldError(s.error)}
                      </Text>
                    )}
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('encode.remove', { frameNumber: s.frameNumber })}
                      onClick={() => {
                        setScanned((list) => list.filter((x) => x.frameNumber !== s.frameNumber));
                        inputRef.current?.focus();
                      }}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </li>
              ))}
            </ol>
          )}
        </Stack>
      </Card>
      {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
      {!ready && scanned.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('encode.chooseFirst')}
        </Text>
      )}
      <Group justify="flex-end">
        <Button onClick={register} disabled={!ready || scanned.length === 0} loading={encode.isPending}>
          {t('encode.submit', { count: scanned.length })}
        </Button>
      </Group>
    </Stack>
  );
}
