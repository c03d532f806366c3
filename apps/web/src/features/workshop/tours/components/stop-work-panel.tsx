import { Alert, Badge, Button, Checkbox, Group, NumberInput, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconCamera, IconNote, IconTool } from '@tabler/icons-react';
import { MAINTENANCE_STEPS, partChoiceKey, STOP_PHOTO_MAX_BYTES, type MaintenanceStep, type StopPartChoice } from '@veloport/domain';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode } from '@/components/ui/qr-code';
import { paths } from '@/config/paths';
import { PartPicker } from '@/components/ui/part-picker';
import type { ShownWork } from '@/features/workshop/tours/components/pending-work';
import { useLocale } from '@/lib/locale';

export type WorkAction =
  | { kind: 'step'; step: MaintenanceStep }
  | { kind: 'part'; partId: number | null; accessoryId: number | null; quantity: number; name: string }
  | { kind: 'note'; text: string };

type Props = {
  work: ShownWork;
  position: number;
  choices: StopPartChoice[];
  offline: boolean;
  onAction: (action: WorkAction) => void;
  onPhoto: (file: File) => void;
  photoPending: boolean;
};

/** The bike's record in the portal, as its QR code encodes it (the fleet bike page: admin, mechanics, fleet manager). */
export const bikeRecordUrl = (origin: string, href: string) => `${origin}${href}`;

/** At one stop, on the phone: the bike and its QR code, steps to tick, parts used, notes and photos. */
export function StopWorkPanel({ work, position, choices, offline, onAction, onPhoto, photoPending }: Props) {
  const { t } = useTranslation('mechanicDay');
  const { t: tm } = useTranslation('maintenance');
  const locale = useLocale();
  const [partId, setPartId] = useState('');
  const [quantity, setQuantity] = useState<number | string>(1);
  const [note, setNote] = useState('');
  const [photoError, setPhotoError] = useState<string | null>(null);
  const reached = work.step === null ? -1 : MAINTENANCE_STEPS.indexOf(work.step);
  const id = `stop-${work.stopId}`;
  const origin = typeof window === 'undefined' ? '' : window.location.origin;

  const addPart = (e: FormEvent) => {
    e.preventDefault();
    const choice = choices.find((c) => partChoiceKey(c) === partId);
    if (!choice) return;
    onAction({
      kind: 'part',
      partId: choice.partId,
      accessoryId: choice.accessoryId,
      quantity: Math.max(1, Number(quantity) || 1),
      name: choice.name,
    });
    setQuantity(1);
  };
  const addNote = (e: FormEvent) => {
    e.preventDefault();
    if (!note.trim()) return;
    onAction({ kind: 'note', text: note.trim() });
    setNote('');
  };
  const photo = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0];
    e.currentTarget.value = '';
    if (!file) return;
    if (file.size > STOP_PHOTO_MAX_BYTES) return setPhotoError(t('photoTooLarge'));
    setPhotoError(null);
    onPhoto(file);
  };

  return (
    <Stack gap="sm" mt="xs" component="section" aria-label={t('work', { position })}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        {work.bike.kind === 'stock' ? (
          <QrCode
            value={bikeRecordUrl(origin, paths.stock.fleetBike.getHref(locale, work.bike.id))}
            label={t('qrLabel', { frame: work.bike.frameNumber ?? work.bike.label })}
            size={96}
          />
        ) : null}
        <div>
          <Text fw={700}>
            {t('common:labelled', { label: t('bike') })} {work.bike.label}
          </Text>
          {work.bike.frameNumber && <Text size="sm">{work.bike.frameNumber}</Text>}
          <Text size="xs" c="dimmed">
            {work.bike.kind === 'stock' ? t('qrHint') : t('noRecord')}
          </Text>
        </div>
      </Group>

      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <Title order={3} size="h5" component="legend" mb={4}>
          {t('steps')}
        </Title>
        <Stack gap={6}>
          {MAINTENANCE_STEPS.map((step, i) => (
            <Checkbox
              key={step}
              size="md"
              label={`${tm(`steps.${step}`)}${i === reached && work.pendingStep ? ` – ${t('waiting')}` : ''}`}
              checked={i <= reached}
              disabled={i <= reached || !work.nextSteps.includes(step)}
              onChange={() => onAction({ kind: 'step', step })}
            />
          ))}
        </Stack>
      </fieldset>

      <div>
        <Title order={3} size="h5" mb={4}>
          {t('parts')}
        </Title>
        {work.parts.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('noParts')}
          </Text>
        )}
        <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }}>
          {work.parts.map((p) => (
            <Text component="li" size="sm" key={p.lineId}>
              {p.quantity} × {p.description}{' '}
              {p.pending && (
                <Badge size="xs" color="yellow">
                  {t('waiting')}
                </Badge>
              )}
            </Text>
          ))}
        </Stack>
        {choices.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('noPartsInStock')}
          </Text>
        ) : (
          <form onSubmit={addPart}>
            <Group align="flex-end" gap="xs" wrap="wrap" mt={4}>
              <PartPicker
                id={`${id}-part`}
                label={t('part')}
                choices={choices}
                value={partId}
                onChange={setPartId}
                optionLabel={(c) => t('inStock', { name: c.name, quantity: c.quantity })}
              />
              <NumberInput
                id={`${id}-quantity`}
                label={t('quantity')}
                value={quantity}
                onChange={setQuantity}
                min={1}
                max={99}
                allowDecimal={false}
                w={90}
              />
              <Button type="submit" variant="light" leftSection={<IconTool size={16} aria-hidden />} disabled={!partId}>
                {t('addPart')}
              </Button>
            </Group>
          </form>
        )}
      </div>

      <div>
        <Title order={3} size="h5" mb={4}>
          {t('notes')}
        </Title>
        <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }}>
          {work.notes.map((n) => (
            <Text component="li" size="sm" key={n.id} style={{ whiteSpace: 'pre-wrap' }}>
              {n.text}{' '}
              {n.pending && (
                <Badge size="xs" color="yellow">
                  {t('waiting')}
                </Badge>
              )}
            </Text>
          ))}
        </Stack>
        <form onSubmit={addNote}>
          <Textarea
            id={`${id}-note`}
            label={t('note')}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            rows={3}
            maxLength={2000}
          />
          <Button type="submit" variant="light" mt={4} leftSection={<IconNote size={16} aria-hidden />} disabled={!note.trim()}>
            {t('addNote')}
          </Button>
        </form>
      </div>

      <div>
        <Title order={3} size="h5" mb={4}>
          {t('photos')}
        </Title>
        <Group gap="xs">
          {work.photos.map((p, i) => (
            <img
              key={p.url}
              src={p.url}
              alt={t('photoAlt', { n: i + 1, position })}
              width={72}
              height={72}
              style={{ objectFit: 'cover', borderRadius: 4 }}
              loading="lazy"
            />
          ))}
        </Group>
        {offline ? (
          <Alert color="gray" mt={4} p="xs">
            {t('photosNeedNetwork')}
          </Alert>
        ) : (
          <Button component="label" variant="light" mt={4} leftSection={<IconCamera size={16} aria-hidden />} loading={photoPending}>
            {t('takePhoto')}
            <input
              type="file"
              accept="image/*"
              capture="environment"
              onChange={photo}
              style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
            />
          </Button>
        )}
        {photoError && (
          <Text size="sm" c="red.8" role="alert">
            {photoError}
          </Text>
        )}
      </div>
    </Stack>
  );
}
