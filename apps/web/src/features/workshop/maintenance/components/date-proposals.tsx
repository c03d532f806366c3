import { Alert, Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { formatDateTime } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAcceptDate } from '@/features/workshop/maintenance/api/accept-date';
import type { MaintenanceRequestDetail } from '@/features/workshop/maintenance/api/get-maintenance-request';
import { useRefuseDate } from '@/features/workshop/maintenance/api/refuse-date';
import { useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

type Proposal = MaintenanceRequestDetail['proposals'][number];
const COLORS: Record<Proposal['status'], string> = { proposed: 'orange', accepted: 'green', refused: 'red', withdrawn: 'gray' };

/** One proposed date: the customer accepts it, or refuses it with a comment (required). */
function ProposalRow({ request, proposal }: { request: MaintenanceRequestDetail; proposal: Proposal }) {
  const { t } = useTranslation('maintenance');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const accept = useAcceptDate(request.id);
  const refuse = useRefuseDate(request.id);
  const [refusing, setRefusing] = useState(false);
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  const when = formatDateTime(proposal.date);
  const open = proposal.status === 'proposed' && request.can.answer;

  const sendRefusal = async () => {
    if (!comment.trim()) return setCommentError('required');
    try {
      await refuse.mutateAsync({ proposalId: proposal.id, comment: comment.trim() });
      notify('success', t('dates.refused'));
      setRefusing(false);
    } catch (error) {
      notify('error', errorMessage(error));
    }
  };
  const sendAcceptance = async () => {
    try {
      await accept.mutateAsync(proposal.id);
      notify('success', t('dates.accepted', { date: when }));
    } catch (error) {
      notify('error', errorMessage(error));
    }
  };

  return (
    <Paper withBorder p="sm" data-testid={`proposal-${proposal.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Text fw={600}>{when}</Text>
          <Badge color={COLORS[proposal.status]} variant="light">
            {t(`proposalStatuses.${proposal.status}`)}
          </Badge>
        </Group>
        {proposal.comment && <Text size="sm">{t('dates.comment', { comment: proposal.comment })}</Text>}
        {open && !refusing && (
          <Group gap="xs">
            <Button size="xs" onClick={sendAcceptance} loading={accept.isPending} aria-label={t('dates.acceptThis', { date: when })}>
              {t('dates.accept')}
            </Button>
            <Button size="xs" variant="default" onClick={() => setRefusing(true)} aria-label={t('dates.refuseThis', { date: when })}>
              {t('dates.refuse')}
            </Button>
          </Group>
        )}
        {open && refusing && (
          <Stack gap="xs">
            <Textarea
              label={t('dates.refusalComment')}
              value={comment}
              onChange={(e) => {
                setComment(e.currentTarget.value);
                setCommentError(null);
              }}
              error={fieldError(commentError ?? undefined)}
              required
              rows={2}
            />
            <Group gap="xs">
              <Button size="xs" color="red" onClick={sendRefusal} loading={refuse.isPending}>
                {t('dates.sendRefusal')}
              </Button>
              <Button size="xs" variant="default" onClick={() => setRefusing(false)}>
                {t('cancel')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** The workshop's date proposals, newest first, with the planned date once one is accepted. */
export function DateProposals({ request }: { request: MaintenanceRequestDetail }) {
  const { t } = useTranslation('maintenance');
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('dates.title')}
      </Title>
      {request.scheduledAt && <Alert color="green">{t('dates.planned', { date: formatDateTime(request.scheduledAt) })}</Alert>}
      {request.proposals.length === 0 ? (
        <Text c="dimmed">{t('dates.none')}</Text>
      ) : (
        request.proposals.map((p) => <ProposalRow key={p.id} request={request} proposal={p} />)
      )}
    </Stack>
  );
}
