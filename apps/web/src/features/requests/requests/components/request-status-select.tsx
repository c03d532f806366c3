import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { REQUEST_STATUSES } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { useChangeRequestStatus } from '@/features/requests/requests/api/change-request-status';
import type { PublicRequest } from '@/features/requests/requests/api/get-requests';
import { useErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

type Props = Omit<NativeSelectProps, 'value' | 'data' | 'onChange'> & { request: Pick<PublicRequest, 'id' | 'status'> };

/** A request's status, changed in place (new, in progress, answered, closed); wide enough for every label. */
export function RequestStatusSelect({ request, ...props }: Props) {
  const { t } = useTranslation('requests');
  const errorMessage = useErrorMessage();
  const change = useChangeRequestStatus();
  return (
    <NativeSelect
      miw={140}
      {...props}
      value={request.status}
      disabled={change.isPending}
      data={REQUEST_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
      onChange={(e) =>
        change.mutate(
          { id: request.id, status: e.currentTarget.value as PublicRequest['status'] },
          { onSuccess: () => notify('success', t('list.statusChanged')), onError: (error) => notify('error', errorMessage(error)) },
        )
      }
    />
  );
}
