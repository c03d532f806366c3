import { Alert, Anchor, Button, Card, FileInput, Loader, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { ASSISTANCE_KINDS, ASSISTANCE_PHOTO_MAX_BYTES, formatDateTime, type AssistanceKind } from '@veloport/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { assistancePaths } from '@/config/sharing-statistics-paths';
import { useCreateAssistanceReport } from '@/features/sharing/assistance/api/create-assistance-report';
import { useReportedReservation } from '@/features/sharing/assistance/api/get-reported-reservation';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

const MAX_MB = ASSISTANCE_PHOTO_MAX_BYTES / 1024 / 1024;

/** `reservations/assistance/create?reservationId=`: the holder reports a problem with the bike of their reservation. */
export function AssistanceCreatePage() {
  const { t } = useTranslation('assistance');
  const locale = useLocale();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const [search] = useSearchParams();
  const reservationId = Number(search.get('reservationId'));
  const reservation = useReportedReservation(reservationId);
  const create = useCreateAssistanceReport();
  const [kind, setKind] = useState<AssistanceKind | ''>('');
  const [comment, setComment] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  usePageTitle(t('create.title'));

  const choose = (file: File | null) => {
    setPhoto(file);
    setProblems((p) => ({
      ...p,
      photo: file && file.size > ASSISTANCE_PHOTO_MAX_BYTES ? t('create.photoTooLarge', { size: MAX_MB }) : '',
    }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!kind) next.kind = fieldError('required') ?? '';
    if (kind === 'other' && !comment.trim()) next.comment = fieldError('required') ?? '';
    if (photo && photo.size > ASSISTANCE_PHOTO_MAX_BYTES) next.photo = t('create.photoTooLarge', { size: MAX_MB });
    setProblems(next);
    if (Object.keys(next).length || !kind) return;
    create.mutate(
      { reservationId, kind, comment: comment.trim(), photo },
      {
        onSuccess: ({ report, photoError }) =>
          !photoError && navigate(assistancePaths.detail.getHref(locale, report.id), { state: { created: true } }),
      },
    );
  };
  const apiFields = isApiError(create.error) ? create.error.fields : {};

  if (!reservationId) {
    return (
      <Stack gap="md" maw={640}>
        <Title order={1}>{t('create.title')}</Title>
        <Text>{t('create.fromReservation')}</Text>
        <Anchor component={Link} to={paths.reservations.mine.getHref(locale)}>
          {t('create.toMyReservations')}
        </Anchor>
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={640}>
      <div>
        <Title order={1}>{t('create.title')}</Title>
        <Text c="dimmed">{t('create.intro')}</Text>
      </div>
      {reservation.isPending && <Loader aria-label={t('loading')} />}
      {reservation.isError && <Alert color="red">{errorMessage(reservation.error)}</Alert>}
      {reservation.data && (
        <Card withBorder>
          <Text fw={600}>{t('create.reservation', { code: reservation.data.code })}</Text>
          <Text size="sm">
            {reservation.data.bike.name} · {reservation.data.bike.frameNumber}
          </Text>
          <Text size="sm" c="dimmed">
            {formatDateTime(reservation.data.start)} – {formatDateTime(reservation.data.end)}
            {reservation.data.building ? ` · ${reservation.data.building.name}` : ''}
          </Text>
        </Card>
      )}
      {create.data?.photoError ? (
        <Alert color="orange">
          {t('create.sentWithoutPhoto', { reason: errorMessage(create.data.photoError) })}{' '}
          <Anchor component={Link} to={assistancePaths.detail.getHref(locale, create.data.report.id)}>
            {t('create.seeReport')}
          </Anchor>
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate aria-label={t('create.title')}>
          <Stack gap="md">
            <Radio.Group
              label={t('fields.kind')}
              value={kind}
              onChange={(v) => setKind(v as AssistanceKind)}
              error={problems.kind || fieldError(apiFields.kind)}
              required
            >
              <Stack gap="xs" mt="xs">
                {ASSISTANCE_KINDS.map((k) => (
                  <Radio key={k} value={k} label={t(`kinds.${k}`)} />
                ))}
              </Stack>
            </Radio.Group>
            <Textarea
              label={t('fields.comment')}
              description={t('create.commentHint')}
              value={comment}
              onChange={(e) => setComment(e.currentTarget.value)}
              maxLength={2000}
              rows={4}
              required={kind === 'other'}
              error={problems.comment || fieldError(apiFields.comment)}
            />
            <FileInput
              label={t('fields.photo')}
              description={t('create.photoHint', { size: MAX_MB })}
              placeholder={t('create.choosePhoto')}
              accept="image/jpeg,image/png,.jpg,.jpeg,.png"
              value={photo}
              onChange={choose}
              error={problems.photo || undefined}
              clearable
              clearButtonProps={{ 'aria-label': t('create.clearPhoto') }}
              leftSection={<IconPhoto size={16} aria-hidden />}
              fileInputProps={{ 'aria-label': t('fields.photo') }}
            />
            {create.isError && <Alert color="red">{errorMessage(create.error)}</Alert>}
            <Button type="submit" loading={create.isPending} style={{ alignSelf: 'flex-start' }}>
              {t('create.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
