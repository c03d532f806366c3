import { ActionIcon, Anchor, Button, Group, Stack, Tooltip } from '@mantine/core';
import { IconDownload, IconTrash, IconUpload } from '@tabler/icons-react';
import { formatDateTime, type CompanyDocument } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import { paths } from '@/config/paths';
import { useDeleteCompanyDocument } from '@/features/companies/companies/api/delete-company-document';
import { useCompanyDocuments } from '@/features/companies/companies/api/get-company-documents';
import { ConfirmDelete } from '@/features/companies/companies/components/confirm-delete';
import { formatFileSize } from '@/features/companies/companies/document-file';
import { useErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';

const PER_PAGE = 25;

/** The company's documents: download, delete after confirmation, and a link to upload another. */
export function CompanyDocumentsTab({ companyId }: { companyId: number }) {
  const { t } = useTranslation('companies');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const [page, setPage] = useState(1);
  const [toDelete, setToDelete] = useState<CompanyDocument | null>(null);
  const documents = useCompanyDocuments(companyId, page);
  const remove = useDeleteCompanyDocument();

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete, {
      onSuccess: () => {
        notify('success', t('documents.deleted', { name: toDelete.name }));
        setToDelete(null);
      },
      onError: (error) => {
        notify('error', errorMessage(error));
        setToDelete(null);
      },
    });
  };

  const columns: DataTableColumn<CompanyDocument>[] = [
    {
      key: 'name',
      header: t('documents.fields.name'),
      render: (d) => (
        <Anchor href={d.url} download={d.name} style={{ overflowWrap: 'anywhere' }}>
          <IconDownload size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
          {d.name}
        </Anchor>
      ),
    },
    {
      key: 'type',
      header: t('documents.fields.type'),
      render: (d) => t(`documents.types.${d.contentType.replace('/', '_')}`),
      hideOnPhone: true,
    },
    { key: 'size', header: t('documents.fields.size'), render: (d) => formatFileSize(d.size, locale), align: 'right', hideOnPhone: true },
    { key: 'by', header: t('documents.fields.uploadedBy'), render: (d) => d.uploadedBy?.name ?? '—', hideOnPhone: true },
    { key: 'at', header: t('documents.fields.uploadedAt'), render: (d) => formatDateTime(d.createdAt), hideOnPhone: true },
    {
      key: 'actions',
      header: t('documents.fields.actions'),
      align: 'right',
      render: (d) => (
        <Tooltip label={t('documents.delete', { name: d.name })}>
          <ActionIcon variant="subtle" color="red" aria-label={t('documents.delete', { name: d.name })} onClick={() => setToDelete(d)}>
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button
          component={Link}
          to={paths.companies.documentCreate.getHref(locale, companyId)}
          leftSection={<IconUpload size={16} aria-hidden />}
        >
          {t('documents.upload')}
        </Button>
      </Group>
      <ListTable
        caption={t('tabs.documents')}
        columns={columns}
        rows={documents.data?.data}
        error={documents.error}
        rowKey={(d) => d.id}
        total={documents.data?.meta.total ?? 0}
        page={page}
        perPage={PER_PAGE}
        loading={documents.isPending}
        emptyText={t('documents.empty')}
        onPage={setPage}
      />
      <ConfirmDelete
        opened={toDelete !== null}
        title={t('documents.confirmTitle')}
        text={t('documents.confirmText', { name: toDelete?.name ?? '' })}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
