import { Alert, Button, Group, Image, NativeSelect, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { formatDate, type Order, brusselsToday } from '@veloport/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/ui/date-field';
import { handoverSignatureHref, useFulfilOrder } from '@/features/sales/offers-and-orders/api/fulfil-order';
import { useBikeCandidates } from '@/features/sales/offers-and-orders/api/get-bike-candidates';
import { SignaturePad } from '@/features/sales/offers-and-orders/components/signature-pad';
import { useErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

/** The stock bike of the order and its handover: staff assign, unassign and hand over; the customer reads (decision 024). */
export function OrderBikeHandover({ order, canEdit }: { order: Order; canEdit: boolean }) {
  const { t } = useTranslation('fulfilment');
  const titleId = useId();
  const errorMessage = useErrorMessage();
  const action = useFulfilOrder(order.id);
  const [failure, setFailure] = useState<unknown>(null);
  const open = order.status !== 'done' && order.status !== 'cancelled';
  const run = async (work: Parameters<typeof action.mutateAsync>[0], success: string) => {
    setFailure(null);
    try {
      await action.mutateAsync(work);
      notify('success', success);
      return true;
    } catch (error) {
      setFailure(error);
      return false;
    }
  };
  if (!canEdit && !order.bike && !order.handover) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={titleId}>
          {t('bike.title')}
        </Title>
        {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        {order.bike ? (
          <Table aria-labelledby={titleId}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th scope="row" w="40%">
                  {t('bike.frame')}
                </Table.Th>
                <Table.Td>{[order.bike.frameNumber, order.bike.model, order.bike.size].filter(Boolean).join(' · ')}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        ) : (
          <Text c="dimmed">{t('bike.none')}</Text>
        )}
        {canEdit && open && !order.bike && (
          <AssignBike order={order} onAssign={(bikeId) => run({ kind: 'assign', bikeId }, t('bike.assigned'))} busy={action.isPending} />
        )}
        {canEdit && open && order.bike && (
          <Group>
            <Button
              variant="default"
              color="red"
              loading={action.isPending}
              onClick={() => void run({ kind: 'unassign' }, t('bike.unassigned'))}
            >
              {t('bike.unassign')}
            </Button>
          </Group>
        )}
        {order.handover && (
          <Stack gap="xs">
            <Title order={3} size="h4">
              {t('handover.title')}
            </Title>
            <Text>
              {t('handover.recorded', {
                date: formatDate(order.handover.date),
                name: order.handover.receiverName,
                by: order.handover.by?.name ?? '—',
              })}
            </Text>
            {order.handover.hasSignature && (
              <Image
                src={handoverSignatureHref(order.id)}
                alt={t('handover.signatureImage', { name: order.handover.receiverName })}
                maw={320}
              />
            )}
          </Stack>
        )}
        {canEdit && open && order.bike && (
          <HandoverForm busy={action.isPending} onSubmit={(input) => run({ kind: 'handover', input }, t('handover.done'))} />
        )}
      </Stack>
    </Paper>
  );
}

function AssignBike({ order, onAssign, busy }: { order: Order; onAssign: (bikeId: number) => Promise<boolean>; busy: boolean }) {
  const { t } = useTranslation('fulfilment');
  const candidates = useBikeCandidates(order.id, true);
  const [bikeId, setBikeId] = useState('');
  const list = candidates.data?.data ?? [];
  if (candidates.data && list.length === 0) return <Text size="sm">{t('bike.noCandidates')}</Text>;
  return (
    <Group align="flex-end" wrap="wrap">
      <NativeSelect
        label={t('bike.choose')}
        value={bikeId}
        onChange={(e) => setBikeId(e.currentTarget.value)}
        data={[
          { value: '', label: '—' },
          ...list.map((b) => ({
            value: String(b.id),
            label: [b.frameNumber, b.model, b.size, b.location?.name].filter(Boolean).join(' · '),
          })),
        ]}
      />
      <Button disabled={!bikeId} loading={busy} onClick={() => void onAssign(Number(bikeId)).then((ok) => ok && setBikeId(''))}>
        {t('bike.assign')}
      </Button>
    </Group>
  );
}

function HandoverForm({
  onSubmit,
  busy,
}: {
  onSubmit: (input: { date: string; receiverName: string; signature: string | null }) => Promise<boolean>;
  busy: boolean;
}) {
  const { t } = useTranslation('fulfilment');
  const [date, setDate] = useState(brusselsToday());
  const [name, setName] = useState('');
  const [signature, setSignature] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ date?: string; name?: string }>({});
  const submit = () => {
    const problems = {
      ...(date ? {} : { date: t('handover.dateRequired') }),
      ...(name.trim() ? {} : { name: t('handover.nameRequired') }),
    };
    setErrors(problems);
    if (Object.keys(problems).length === 0) void onSubmit({ date, receiverName: name.trim(), signature });
  };
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t('handover.title')}
      </Title>
      <DateField label={t('handover.date')} value={date} onChange={setDate} error={errors.date} maw={240} />
      <TextInput
        label={t('handover.receiverName')}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={errors.name}
        maw={400}
      />
      <SignaturePad onChange={setSignature} />
      <Group>
        <Button loading={busy} onClick={submit}>
          {t('handover.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
