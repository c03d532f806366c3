import { Alert, Button, Group, NativeSelect, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoxDetail } from '@/features/sharing/boxes/api/get-box';
import { useSetSlot } from '@/features/sharing/boxes/api/set-slot';
import { useErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

/** Each slot and the bike in it; staff put a company bike in an empty slot or take one out (its codes follow). */
export function BoxSlots({ box }: { box: BoxDetail }) {
  const { t } = useTranslation('boxes');
  const errorMessage = useErrorMessage();
  const setSlot = useSetSlot(box.id);
  const [choice, setChoice] = useState<Record<number, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const label = (b: { frameNumber: string; name: string; boxId: number | null; slot: number | null }) =>
    `${b.frameNumber} · ${b.name}${b.boxId === box.id ? ` (${t('slotN', { n: b.slot })})` : b.boxId ? ` (${t('inAnotherBox')})` : ''}`;

  const change = async (number: number, bikeId: number | null) => {
    setFailure(null);
    try {
      await setSlot.mutateAsync({ number, bikeId });
      notify('success', bikeId === null ? t('slots.removed') : t('slots.placed'));
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <>
      {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
      <Table.ScrollContainer type="native" minWidth={420} tabIndex={0} role="region" aria-label={t('slots.title')}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('slots.number')}</Table.Th>
              <Table.Th scope="col">{t('slots.bike')}</Table.Th>
              {box.canMoveBikes && <Table.Th scope="col">{t('slots.action')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {box.slots.map((s) => (
              <Table.Tr key={s.number}>
                <Table.Th scope="row">{s.number}</Table.Th>
                <Table.Td>
                  {s.bike ? (
                    `${s.bike.frameNumber} · ${s.bike.name}`
                  ) : (
                    <Text c="dimmed" span>
                      {t('slots.empty')}
                    </Text>
                  )}
                </Table.Td>
                {box.canMoveBikes && (
                  <Table.Td>
                    {s.bike ? (
                      <Button
                        size="xs"
                        variant="default"
                        loading={setSlot.isPending}
                        onClick={() => void change(s.number, null)}
                        aria-label={t('slots.takeOutOf', { n: s.number })}
                      >
                        {t('slots.takeOut')}
                      </Button>
                    ) : (
                      <Group gap="xs" wrap="nowrap">
                        <NativeSelect
                          size="xs"
                          aria-label={t('slots.chooseFor', { n: s.number })}
                          value={choice[s.number] ?? ''}
                          onChange={(e) => setChoice({ ...choice, [s.number]: e.currentTarget.value })}
                          data={[{ value: '', label: t('choose') }, ...box.bikes.map((b) => ({ value: String(b.id), label: label(b) }))]}
                        />
                        <Button
                          size="xs"
                          disabled={!choice[s.number]}
                          loading={setSlot.isPending}
                          onClick={() => void change(s.number, Number(choice[s.number]))}
                        >
                          {t('slots.putIn')}
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
