import { ActionIcon, Alert, Anchor, Button, FileInput, Group, Select, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconDownload, IconFileUpload, IconTrash } from '@tabler/icons-react';
import {
  formatDateTime,
  OFFER_UPLOAD_KINDS,
  OFFER_UPLOAD_MAX_BYTES,
  OFFER_UPLOAD_TYPES,
  type OfferUpload,
  type OfferUploadKind,
} from '@veloport/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmAction } from '@/components/ui/confirm-action';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import type { Offer } from '@/features/sales/offers-and-orders/api/get-offer';
import { useDeleteOfferDocument } from '@/features/sales/offers-and-orders/api/delete-offer-document';
import { useOfferUploads } from '@/features/sales/offers-and-orders/api/get-offer-uploads';
import { useUploadOfferDocument } from '@/features/sales/offers-and-orders/api/upload-offer-document';
import { OfferDocuments } from '@/features/sales/offers-and-orders/components/offer-documents';
import { isApiError, useErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';

const MAX_MB = OFFER_UPLOAD_MAX_BYTES / (1024 * 1024);
const EXTENSIONS = /\.(pdf|jpe?g|png)$/i;

/** Checked before sending so the user learns at once; the server judges the bytes again. */
export function uploadProblem(file: Pick<File, 'name' | 'size' | 'type'>): 'type' | 'size' | 'empty' | null {
  const typeOk = file.type ? (OFFER_UPLOAD_TYPES as readonly string[]).includes(file.type) : EXTENSIONS.test(file.name);
  if (!typeOk) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > OFFER_UPLOAD_MAX_BYTES) return 'size';
  return null;
}

function fileSize(bytes: number, locale: string) {
  const format = (n: number, unit: string) => `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(n)} ${unit}`;
  if (bytes >= 1024 * 1024) return format(bytes / (1024 * 1024), 'MB');
  if (bytes >= 1024) return format(bytes / 1024, 'kB');
  return format(bytes, 'B');
}

/**
 * The offer's documents (decision 028): the generated PDFs, the uploaded files (signed paper copy, supplier
 * quote, other), and for staff an upload form and a delete button.
 */
export function OfferDocumentsSection({ offer, isStaff }: { offer: Offer; isStaff: boolean }) {
  const { t } = useTranslation('offerDocuments');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const uploads = useOfferUploads(offer.id);
  const remove = useDeleteOfferDocument(offer.id);
  const [toDelete, setToDelete] = useState<OfferUpload | null>(null);

  const columns: DataTableColumn<OfferUpload>[] = [
    {
      key: 'name',
      header: t('fields.name'),
      render: (d) => (
        <Anchor href={d.url} download={d.name} style={{ overflowWrap: 'anywhere' }}>
          <IconDownload size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
          {d.name}
        </Anchor>
      ),
    },
    { key: 'kind', header: t('fields.kind'), render: (d) => t(`kinds.${d.kind}`) },
    { key: 'size', header: t('fields.size'), render: (d) => fileSize(d.size, locale), align: 'right', hideOnPhone: true },
    { key: 'by', header: t('fields.uploadedBy'), render: (d) => d.uploadedBy?.name ?? '—', hideOnPhone: true },
    { key: 'at', header: t('fields.uploadedAt'), render: (d) => formatDateTime(d.createdAt), hideOnPhone: true },
    ...(isStaff
      ? [
          {
            key: 'actions',
            header: t('fields.actions'),
            align: 'right' as const,
            render: (d: OfferUpload) => (
              <Tooltip label={t('delete', { name: d.name })}>
                <ActionIcon variant="subtle" color="red" aria-label={t('delete', { name: d.name })} onClick={() => setToDelete(d)}>
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            ),
          },
        ]
      : []),
  ];

  return (
    <Stack gap="sm" component="section" aria-labelledby="offer-documents-title">
      <Title order={2} size="h3" id="offer-documents-title">
        {t('title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('generated')}
      </Text>
      <Group gap="sm" wrap="wrap">
        <OfferDocuments offer={offer} />
      </Group>
      <Text size="sm" c="dimmed">
        {t('uploaded')}
      </Text>
      <ListTable
        caption={t('uploaded')}
        columns={columns}
        rows={uploads.data?.data}
        error={uploads.error}
        rowKey={(d) => d.id}
        total={uploads.data?.meta.total ?? 0}
        page={1}
        perPage={100}
        loading={uploads.isPending}
        emptyText={t('empty')}
        onPage={() => undefined}
      />
      {isStaff && <UploadForm offer={offer} />}
      <ConfirmAction
        opened={toDelete !== null}
        title={t('deleteTitle')}
        effects={toDelete ? [toDelete.name] : []}
        confirmLabel={t('deleteConfirm')}
        cancelLabel={t('back')}
        pending={remove.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={() => {
          const upload = toDelete;
          setToDelete(null);
          if (upload)
            remove.mutate(upload, {
              onSuccess: () => notify('success', t('deleted', { name: upload.name })),
              onError: (error) => notify('error', errorMessage(error)),
            });
        }}
      />
    </Stack>
  );
}

function UploadForm({ offer }: { offer: Offer }) {
  const { t } = useTranslation('offerDocuments');
  const errorMessage = useErrorMessage();
  const upload = useUploadOfferDocument(offer.id);
  const [kind, setKind] = useState<OfferUploadKind>('signed_paper');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const signs = kind === 'signed_paper' && offer.status === 'in_progress';

  const choose = (chosen: File | null) => {
    setFailure(null);
    setFile(chosen);
    const issue = chosen ? uploadProblem(chosen) : null;
    setProblem(issue ? t(`problems.${issue}`, { size: MAX_MB }) : null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!file) return setProblem(t('problems.required'));
    const issue = uploadProblem(file);
    if (issue) return setProblem(t(`problems.${issue}`, { size: MAX_MB }));
    upload.mutate(
      { kind, file },
      {
        onSuccess: (done) => {
          notify(
            'success',
            done.offer.status === 'signed' && signs ? t('uploadedAndSigned', { name: done.name }) : t('uploadedOne', { name: done.name }),
          );
          setFile(null);
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'file_type_invalid') setProblem(t('problems.type'));
          else if (isApiError(error) && (error.code === 'file_too_large' || error.code === 'payload_too_large'))
            setProblem(t('problems.size', { size: MAX_MB }));
          else setFailure(errorMessage(error));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('form.title')}>
      <Stack gap="sm" maw={560}>
        <Title order={3} size="h4">
          {t('form.title')}
        </Title>
        {failure && <Alert color="red">{failure}</Alert>}
        <Select
          label={t('form.kind')}
          data={OFFER_UPLOAD_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
          value={kind}
          onChange={(value) => value && setKind(value as OfferUploadKind)}
          allowDeselect={false}
        />
        <FileInput
          label={t('form.file')}
          description={t('form.hint', { size: MAX_MB })}
          placeholder={t('form.choose')}
          styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
          accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
          value={file}
          onChange={choose}
          error={problem}
          clearable
          clearButtonProps={{ 'aria-label': t('form.clear') }}
          leftSection={<IconFileUpload size={16} aria-hidden />}
          fileInputProps={{ 'aria-label': t('form.file') }}
          required
        />
        {signs && (
          <Alert color="blue" variant="light">
            {t('form.signsOnPaper')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={upload.isPending}>
            {signs ? t('form.submitAndSign') : t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
