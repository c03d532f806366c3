import { Button, FileButton } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import type { ExpenseReport } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { useUploadReceipt } from '@/features/accounting/expense-reports/api/upload-receipt';
import { useErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

/** Attach (or replace) the receipt of a draft from the list. */
export function ReceiptButton({ report }: { report: ExpenseReport }) {
  const { t } = useTranslation('expenses');
  const errorMessage = useErrorMessage();
  const upload = useUploadReceipt();
  return (
    <FileButton
      accept="application/pdf,image/jpeg,image/png"
      onChange={(file) =>
        file &&
        upload.mutate(
          { id: report.id, file },
          { onSuccess: () => notify('success', t('receipt.attached')), onError: (e) => notify('error', errorMessage(e)) },
        )
      }
    >
      {(props) => (
        <Button
          {...props}
          size="compact-sm"
          variant="default"
          loading={upload.isPending}
          leftSection={<IconPaperclip size={14} aria-hidden />}
          aria-label={t('receipt.attachFor', { description: report.description })}
        >
          {report.receipt ? t('receipt.replace') : t('receipt.attach')}
        </Button>
      )}
    </FileButton>
  );
}
