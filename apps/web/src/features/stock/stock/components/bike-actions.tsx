import { Alert, Button, Group, Modal, NativeSelect, NumberInput, Select, Stack, Text } from '@mantine/core';
import { ASSIGNABLE_CONTRACT_KINDS, type BikeDetail, brusselsToday } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '@/components/ui/money-input';
import { DateField } from '@/components/ui/date-field';
import { useActOnBike, type BikeAction } from '@/features/stock/stock/api/act-on-bike';
import { useCompanyUsers } from '@/features/stock/stock/api/get-company-users';
import { useLocations } from '@/features/stock/stock/api/get-locations';
import { useStockLabels } from '@/features/stock/stock/components/labels';
import { useAuth } from '@/lib/auth/auth-context';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

/** A leased or rented bike, the only kind written off (the API says 409 `bike_not_let` otherwise). */
const LET_KINDS: readonly string[] = ['leasing', 'leasing_with_maintenance_budget', 'annual', 'prepaid', 'renting'];
/** A bike sold, stolen or written off: the API refuses to move it, change its status, or sell it or lose it again. */
const CLOSED_KINDS: readonly string[] = ['sold', 'stolen', 'scrapped'];

type Kind = 'move' | 'assign' | 'status' | 'stolen' | 'scrapped' | 'unscrapped' | 'sold';

/**
 * Move, assign, usable/broken, stolen, scrapped (a let bike written off) and its undoing (decision 115), sold: each
 * asks for confirmation and shows the API's refusal. A closed bike offers only what the API still allows (a stolen
 * one can be given to someone else; a written-off one can be put back).
 */
export function BikeActions({ bike }: { bike: BikeDetail }) {
  const { t } = useTranslation('stock');
  const labels = useStockLabels();
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const { companies } = useAuth();
  const locations = useLocations();
  const action = useActOnBike(bike.id);
  const [open, setOpen] = useState<Kind | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [date, setDate] = useState(brusselsToday());
  const [priceCents, setPriceCents] = useState<number | null>(null);
  const [priceMissing, setPriceMissing] = useState(false);
  const [companyId, setCompanyId] = useState<string>(bike.company ? String(bike.company.id) : '');
  const [userId, setUserId] = useState<string | null>(bike.user ? String(bike.user.id) : null);
  const [contractKind, setContractKind] = useState<string>(bike.contractKind);
  const [months, setMonths] = useState<number | string>(bike.contractMonths ?? '');
  const users = useCompanyUsers(companyId ? Number(companyId) : null);
  const other = (locations.data ?? []).find((l) => l.id !== bike.location.id);
  const nextStatus = bike.status === 'usable' ? 'broken' : 'usable';
  const closed = CLOSED_KINDS.includes(bike.contractKind);
  const fields = isApiError(failure) ? failure.fields : {};

  const start = (kind: Kind) => {
    setFailure(null);
    setDate(brusselsToday());
    setOpen(kind);
  };
  const body = (): BikeAction | null => {
    switch (open) {
      case 'move':
        return other ? { kind: 'move', body: { locationId: other.id } } : null;
      case 'assign':
        return {
          kind: 'assign',
          body: {
            companyId: companyId ? Number(companyId) : null,
            userId: userId ? Number(userId) : null,
            contractKind: contractKind as BikeDetail['contractKind'],
            contractMonths: months === '' ? null : Number(months),
          },
        };
      case 'status':
        return { kind: 'status', body: { status: nextStatus } };
      case 'stolen':
      case 'scrapped':
        return { kind: open, body: { date } };
      case 'sold':
        return priceCents === null ? null : { kind: 'sold', body: { date, priceCents } };
      case 'unscrapped':
        return { kind: 'unscrapped' };
      default:
        return null;
    }
  };
  const confirm = () => {
    // An empty price is said to be required, not sent as a bike sold for nothing.
    setPriceMissing(open === 'sold' && priceCents === null);
    const request = body();
    if (!request || !open) return;
    const kind = open;
    action.mutate(request, {
      onSuccess: () => {
        setOpen(null);
        notify('success', t(`actions.${kind}.done`));
      },
      onError: setFailure,
    });
  };

  return (
    <>
      <Group gap="sm" wrap="wrap">
        {!closed && other && (
          <Button variant="default" onClick={() => start('move')}>
            {t('actions.move.button', { location: other.name })}
          </Button>
        )}
        {(!closed || bike.contractKind === 'stolen') && (
          <Button variant="default" onClick={() => start('assign')}>
            {t('actions.assign.button')}
          </Button>
        )}
        {!closed && (
          <>
            <Button variant="default" onClick={() => start('status')}>
              {t(`actions.status.${nextStatus}`)}
            </Button>
            <Button variant="default" color="red" onClick={() => start('stolen')}>
              {t('actions.stolen.button')}
            </Button>
          </>
        )}
        {LET_KINDS.includes(bike.contractKind) && (
          <Button variant="default" color="red" onClick={() => start('scrapped')}>
            {t('actions.scrapped.button')}
          </Button>
        )}
        {bike.contractKind === 'scrapped' && (
          <Button variant="default" onClick={() => start('unscrapped')}>
            {t('actions.unscrapped.button')}
          </Button>
        )}
        {!closed && (
          <Button variant="default" onClick={() => start('sold')}>
            {t('actions.sold.button')}
          </Button>
        )}
      </Group>
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={open ? t(`actions.${open}.title`) : ''} centered>
        <Stack gap="md">
          {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
          {open === 'unscrapped' && <Text>{t('actions.unscrapped.text', { frameNumber: bike.frameNumber })}</Text>}
          {open === 'move' && other && <Text>{t('actions.move.text', { frameNumber: bike.frameNumber, location: other.name })}</Text>}
          {open === 'status' && (
            <Text>{t('actions.status.text', { frameNumber: bike.frameNumber, status: labels.status(nextStatus) })}</Text>
          )}
          {open === 'assign' && (
            <>
              <NativeSelect
                label={t('fields.company')}
                value={companyId}
                onChange={(e) => {
                  setCompanyId(e.currentTarget.value);
                  setUserId(null);
                }}
                data={[
                  { value: '', label: t('actions.assign.noCompany') },
                  ...companies.map((c) => ({ value: String(c.id), label: c.name })),
                ]}
                error={fieldError(fields.companyId)}
              />
              <Select
                label={t('fields.user')}
                searchable
                clearable
                disabled={!companyId}
                value={userId}
                onChange={setUserId}
                data={(users.data?.data ?? []).map((u) => ({ value: String(u.id), label: `${u.lastname} ${u.firstname}` }))}
                error={fieldError(fields.userId)}
              />
              <NativeSelect
                label={t('fields.contractKind')}
                value={contractKind}
                onChange={(e) => setContractKind(e.currentTarget.value)}
                data={ASSIGNABLE_CONTRACT_KINDS.map((c) => ({ value: c, label: labels.contract(c) }))}
                error={fieldError(fields.contractKind)}
              />
              <NumberInput
                label={t('fields.contractMonths')}
                min={1}
                max={120}
                value={months}
                onChange={setMonths}
                error={fieldError(fields.contractMonths)}
              />
            </>
          )}
          {(open === 'stolen' || open === 'scrapped' || open === 'sold') && (
            <>
              <Text>{t(`actions.${open}.text`, { frameNumber: bike.frameNumber })}</Text>
              <DateField label={t(`actions.${open}.date`)} value={date} onChange={setDate} required error={fieldError(fields.date)} />
            </>
          )}
          {open === 'sold' && (
            <MoneyInput
              label={t('actions.sold.price')}
              min={0}
              value={priceCents}
              onChange={setPriceCents}
              required
              error={fieldError(priceMissing ? 'required' : fields.priceCents)}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(null)}>
              {t('actions.cancel')}
            </Button>
            <Button onClick={confirm} loading={action.isPending} color={open === 'stolen' || open === 'scrapped' ? 'red' : undefined}>
              {t('actions.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
