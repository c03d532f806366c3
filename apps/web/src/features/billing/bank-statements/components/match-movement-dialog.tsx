import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatDate, formatPrice } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankMovement } from '@/features/billing/bank-statements/api/get-unmatched-movements';
import { useMatchMovement } from '@/features/billing/bank-statements/api/match-movement';
import { useSearchOpenBills } from '@/features/billing/bank-statements/api/search-open-bills';
import { useStatementError } from '@/features/billing/bank-statements/components/use-statement-error';
import { notify } from '@/lib/notify';

/** Pick the bill a waiting movement pays: search by number, customer or communication, then match. */
export function MatchMovementDialog({ movement, onClose }: { movement: BankMovement | null; onClose: () => void }) {
  const { t } = useTranslation('bankStatements');
  const statementError = useStatementError();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Once a bill is picked, the box shows its label: that is not a new search.
  const bills = useSearchOpenBills(picked && debounced === picked.label ? '' : debounced);
  const billId = picked?.value ?? null;
  const match = useMatchMovement();
  const close = () => {
    setSearch('');
    setPicked(null);
    setFailure(null);
    onClose();
  };
  const found = (bills.data ?? []).map((b) => ({
    value: String(b.id),
    label: `${b.number ?? ''} · ${b.customer.name} · ${formatPrice(b.totals.inclVatCents - b.paidCents)}${b.dueDate ? ` · ${formatDate(b.dueDate)}` : ''}`,
  }));
  const data = picked && !found.some((o) => o.value === picked.value) ? [picked, ...found] : found;

  const submit = async () => {
    if (!movement || !billId) return setFailure(t('match.required'));
    try {
      const done = await match.mutateAsync({ movementId: movement.id, billId: Number(billId) });
      notify('success', t('match.done', { number: done.bill?.number ?? '' }));
      close();
    } catch (error) {
      setFailure(statementError(error));
    }
  };

  return (
    <Modal opened={movement !== null} onClose={close} title={t('match.title')} centered>
      {movement && (
        <Stack gap="sm">
          <Text size="sm">
            {t('match.movement', {
              amount: formatPrice(movement.amountCents),
              name: movement.counterpartyName ?? t('unknownParty'),
              date: formatDate(movement.date),
            })}
          </Text>
          {failure && <Alert color="red">{failure}</Alert>}
          <Select
            label={t('match.bill')}
            description={t('match.hint')}
            placeholder={t('match.placeholder')}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options }) => options}
            data={data}
            value={billId}
            onChange={(value, option) => setPicked(value && option ? { value, label: option.label } : null)}
            nothingFoundMessage={t('match.nothing')}
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('cancel')}
            </Button>
            <Button onClick={() => void submit()} loading={match.isPending}>
              {t('match.submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
