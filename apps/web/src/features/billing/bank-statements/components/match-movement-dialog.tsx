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

/** A bill number a payer typed in the free text ("acompte facture 2026-00012"), the way bills are numbered. */
const BILL_NUMBER = /\b(\d{4})[-/ ]?(\d{5})\b/;

/**
 * What the dialog first looks for (issue 25, point 19): the bill number the payer typed, else the payer's name — so
 * it opens on the likely bills instead of an empty box.
 */
export function firstSearchOf(movement: Pick<BankMovement, 'freeText' | 'counterpartyName'>): string {
  const number = BILL_NUMBER.exec(movement.freeText ?? '');
  return number ? `${number[1]}-${number[2]}` : (movement.counterpartyName ?? '');
}

/** Pick the bill a waiting movement pays: search by number, customer or communication, then match. */
export function MatchMovementDialog({ movement, onClose }: { movement: BankMovement | null; onClose: () => void }) {
  const { t } = useTranslation('bankStatements');
  const statementError = useStatementError();
  const [search, setSearch] = useState('');
  // Until something is typed, the picker lists the likely bills (the box itself starts empty).
  const suggested = movement ? firstSearchOf(movement) : '';
  const [typed, setTyped] = useState(false);
  const [debounced] = useDebouncedValue(search, 250);
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Once a bill is picked, the box shows its label: that is not a new search.
  const bills = useSearchOpenBills(!typed ? suggested : picked && debounced === picked.label ? '' : debounced);
  const billId = picked?.value ?? null;
  const match = useMatchMovement();
  const close = () => {
    setSearch('');
    setPicked(null);
    setFailure(null);
    onClose();
  };
  // The bills whose amount left to pay is the transfer's come first: the likeliest match.
  const open = (b: { totals: { inclVatCents: number }; paidCents: number }) => b.totals.inclVatCents - b.paidCents;
  const ranked = [...(bills.data ?? [])].sort(
    (a, b) => Number(open(b) === movement?.amountCents) - Number(open(a) === movement?.amountCents),
  );
  const found = ranked.map((b) => ({
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
            onSearchChange={(value) => {
              setSearch(value);
              if (value) setTyped(true);
            }}
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
