import { Alert, Button, Checkbox, Group, NumberInput, Radio, Stack, Table, TextInput } from '@mantine/core';
import { formatPrice } from '@veloport/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionalLabel } from '@/components/ui/optional-label';
import { useCreditBill } from '@/features/billing/bills/api/credit-bill';
import type { Bill } from '@/features/billing/bills/api/get-bill';
import { useErrorMessage } from '@/lib/errors';

/** Credits an issued bill: in full, or the chosen lines and quantities. The credit note is issued at once. */
export function CreditNoteForm({ bill, onDone, onCancel }: { bill: Bill; onDone: (note: Bill) => void; onCancel: () => void }) {
  const { t } = useTranslation('bills');
  const errorMessage = useErrorMessage();
  const credit = useCreditBill(bill.id);
  const [scope, setScope] = useState<'full' | 'lines'>('full');
  const [chosen, setChosen] = useState<Record<number, number | string>>({});
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const picked = bill.lines.filter((l) => chosen[l.id] !== undefined && Number(chosen[l.id]) > 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const note = await credit.mutateAsync({
        ...(scope === 'lines'
          ? {
              lines: picked.map((l) => ({
                description: l.description,
                quantity: Number(chosen[l.id]),
                unitPriceCents: l.unitPriceCents,
                vatRate: l.vatRate,
                ...(l.discountPercent ? { discountPercent: l.discountPercent } : {}),
              })),
            }
          : {}),
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      });
      onDone(note);
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        <Radio.Group label={t('credit.scope')} value={scope} onChange={(v) => setScope(v as 'full' | 'lines')}>
          <Stack gap="xs" mt="xs">
            <Radio value="full" label={t('credit.full', { amount: formatPrice(bill.totals.inclVatCents) })} />
            <Radio value="lines" label={t('credit.lines')} />
          </Stack>
        </Radio.Group>
        {scope === 'lines' && (
          <Table.ScrollContainer minWidth={360}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('lines.description')}</Table.Th>
                  <Table.Th>{t('credit.quantity')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {bill.lines.map((l) => (
                  <Table.Tr key={l.id}>
                    <Table.Td>
                      <Checkbox
                        label={l.description}
                        checked={chosen[l.id] !== undefined}
                        onChange={(e) => {
                          const on = e.currentTarget.checked;
                          setChosen((all) => {
                            const next = { ...all };
                            if (on) next[l.id] = l.quantity;
                            else delete next[l.id];
                            return next;
                          });
                        }}
                      />
                    </Table.Td>
                    <Table.Td>
                      <NumberInput
                        aria-label={t('credit.quantityOf', { line: l.description })}
                        value={chosen[l.id] ?? ''}
                        onChange={(v) => setChosen((all) => ({ ...all, [l.id]: v }))}
                        min={0}
                        max={l.quantity}
                        decimalScale={3}
                        disabled={chosen[l.id] === undefined}
                        maw={120}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <TextInput
          label={<OptionalLabel>{t('credit.reason')}</OptionalLabel>}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('cancelEdit')}
          </Button>
          <Button type="submit" loading={credit.isPending} disabled={scope === 'lines' && picked.length === 0}>
            {t('credit.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
