import { Alert, Anchor, Button, Group, Modal, SimpleGrid, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { IconDownload, IconSend } from '@tabler/icons-react';
import { formatDate, formatDateTime, formatDecimal, formatPrice, can } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { HistoryTimeline } from '@/components/ui/history-timeline';
import { LoadState } from '@/components/ui/load-state';
import { useDeleteBill } from '@/features/billing/bills/api/delete-bill';
import { billPdfHref, useBill, type Bill } from '@/features/billing/bills/api/get-bill';
import { useBillHistory } from '@/features/billing/bills/api/get-bill-history';
import { useIssueBill } from '@/features/billing/bills/api/issue-bill';
import { useSendBill } from '@/features/billing/bills/api/send-bill';
import { useUpdateBill } from '@/features/billing/bills/api/update-bill';
import { billUblHref, useBillPeppol } from '@/features/billing/bills/api/get-bill-peppol';
import { BillForm } from '@/features/billing/bills/components/bill-form';
import { BillPaymentsPanel } from '@/features/billing/bills/components/bill-payments-panel';
import { BillStatusBadge } from '@/features/billing/bills/components/bill-status';
import { BillTotalsTable } from '@/features/billing/bills/components/bill-totals';
import { CreditNoteForm } from '@/features/billing/bills/components/credit-note-form';
import { billPaths } from '@/features/billing/bills/paths';
import { useAuthUser } from '@/lib/auth/auth-context';
import { useErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

const TABS = ['bill', 'history'] as const;
type Tab = (typeof TABS)[number];
const HISTORY_FIELDS = ['status', 'number', 'dueDate', 'issueDate', 'reverseCharge', 'notes', 'lines'];

/** The bill's title: its number, or "Draft" before it is issued; a credit note says so. */
export function useBillTitle() {
  const { t } = useTranslation('bills');
  return (bill: Pick<Bill, 'kind' | 'number'>) =>
    bill.kind === 'credit_note'
      ? t('creditNoteTitle', { number: bill.number ?? t('draft') })
      : bill.number
        ? t('billTitle', { number: bill.number })
        : t('draft');
}

/** `bills/{id}` (admin, fleet manager) and `bills/mine/{id}` (the customer): the bill, its totals, actions and history. */
export function BillDetailPage({ mine = false, payment }: { mine?: boolean; payment?: BillPaymentSlot }) {
  const { t } = useTranslation('bills');
  const id = Number(useParams().id);
  const bill = useBill(id);
  const title = useBillTitle();
  usePageTitle(bill.data ? title(bill.data) : t('titles.admin'));
  if (!Number.isInteger(id) || id <= 0) return <LoadState notFound />;
  if (!bill.data) return <LoadState error={bill.error} />;
  return <BillView bill={bill.data} mine={mine} payment={payment} />;
}

/** What the app composes under the bill's title: paying it online (decision 050; features do not import each other). */
export type BillPaymentSlot = (bill: Bill) => React.ReactNode;

function BillView({ bill, mine, payment }: { bill: Bill; mine: boolean; payment?: BillPaymentSlot }) {
  const { t } = useTranslation('bills');
  const locale = useLocale();
  const user = useAuthUser();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const title = useBillTitle();
  const [search, setSearch] = useSearchParams();
  const tab: Tab = TABS.find((x) => x === search.get('tab')) ?? 'bill';
  const [editing, setEditing] = useState(false);
  const [crediting, setCrediting] = useState(false);
  const [confirm, setConfirm] = useState<'issue' | 'delete' | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const update = useUpdateBill(bill.id);
  const issue = useIssueBill(bill.id);
  const remove = useDeleteBill(bill.id);
  const send = useSendBill(bill.id);
  const history = useBillHistory(bill.id, tab === 'history');
  const peppol = useBillPeppol(bill.id, bill.customer.kind === 'company');
  const isAdmin = can(user, 'admin');
  const isFleetManager = can(user, 'fleetManager');
  const draft = bill.status === 'draft';
  const canCredit = isAdmin && bill.kind === 'invoice' && !draft && bill.status !== 'credited';
  const canSend = isAdmin && !draft && ['issued', 'overdue'].includes(bill.status);
  const listHref = mine
    ? billPaths.mine.getHref(locale)
    : isAdmin
      ? billPaths.list.getHref(locale)
      : isFleetManager
        ? billPaths.fleetList.getHref(locale)
        : billPaths.mine.getHref(locale);
  const detailHref = (id: number) => (mine ? billPaths.mineDetail.getHref(locale, id) : billPaths.detail.getHref(locale, id));

  const act = async (run: () => Promise<unknown>, done: string) => {
    setFailure(null);
    try {
      await run();
      notify('success', done);
    } catch (error) {
      setFailure(error);
    } finally {
      setConfirm(null);
    }
  };

  const detail = (label: string, value: React.ReactNode) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text>{value || '—'}</Text>
    </div>
  );

  return (
    <Stack gap="lg" maw={1000}>
      <div>
        <Anchor component={Link} to={listHref} size="sm">
          {t('backToList')}
        </Anchor>
        <Group gap="sm" wrap="wrap">
          <Title order={1}>{title(bill)}</Title>
          <BillStatusBadge status={bill.status} />
        </Group>
        <Text c="dimmed">
          {[bill.customer.name, t(`kinds.${bill.kind}`), bill.issueDate ? t('issuedOn', { date: formatDate(bill.issueDate) }) : null]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </div>

      {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
      {payment?.(bill)}

      <Group gap="sm" wrap="wrap">
        {isAdmin && draft && !editing && (
          <>
            <Button onClick={() => setConfirm('issue')}>{t('actions.issue')}</Button>
            <Button variant="default" onClick={() => setEditing(true)}>
              {t('actions.edit')}
            </Button>
            <Button variant="default" color="red" onClick={() => setConfirm('delete')}>
              {t('actions.delete')}
            </Button>
          </>
        )}
        {canCredit && (
          <Button variant="default" onClick={() => setCrediting(true)}>
            {t('actions.credit')}
          </Button>
        )}
        {canSend && (
          <Button
            variant="default"
            leftSection={<IconSend size={16} aria-hidden />}
            loading={send.isPending}
            onClick={() => void act(() => send.mutateAsync(), t('sent'))}
          >
            {t('actions.send')}
          </Button>
        )}
        {!draft && (
          <Button
            component="a"
            href={billPdfHref(bill.id)}
            target="_blank"
            rel="noopener"
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {t('actions.pdf')}
          </Button>
        )}
        {/* An e-invoice (UBL, Peppol) is for a company's books: a private person gets the PDF only. */}
        {!draft && bill.customer.kind === 'company' && (
          <Button component="a" href={billUblHref(bill.id)} variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
            {t('actions.ubl')}
          </Button>
        )}
      </Group>

      <ConfirmAction
        opened={confirm === 'issue'}
        title={t('confirmIssue.title')}
        effects={[t('confirmIssue.number'), t('confirmIssue.frozen')]}
        confirmLabel={t('actions.issue')}
        cancelLabel={t('cancelEdit')}
        pending={issue.isPending}
        onConfirm={() => void act(() => issue.mutateAsync(), t('issued'))}
        onClose={() => setConfirm(null)}
      />
      <ConfirmAction
        opened={confirm === 'delete'}
        title={t('confirmDelete.title')}
        effects={[t('confirmDelete.gone')]}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('cancelEdit')}
        pending={remove.isPending}
        onConfirm={() =>
          void act(async () => {
            await remove.mutateAsync();
            navigate(billPaths.list.getHref(locale));
          }, t('deleted'))
        }
        onClose={() => setConfirm(null)}
      />
      <Modal opened={crediting} onClose={() => setCrediting(false)} title={t('actions.credit')} centered size="lg">
        <CreditNoteForm
          bill={bill}
          onCancel={() => setCrediting(false)}
          onDone={(note) => {
            setCrediting(false);
            notify('success', t('credited', { number: note.number ?? '' }));
            navigate(detailHref(note.id));
          }}
        />
      </Modal>

      <Tabs
        value={tab}
        onChange={(value) => setSearch(value && value !== 'bill' ? { tab: value } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          {TABS.map((x) => (
            <Tabs.Tab key={x} value={x}>
              {t(`tabs.${x}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="bill" pt="md">
          {editing ? (
            <BillForm
              bill={bill}
              submitLabel={t('save')}
              pending={update.isPending}
              onCancel={() => setEditing(false)}
              onSubmit={async (body) => {
                await update.mutateAsync(body);
                notify('success', t('saved'));
                setEditing(false);
              }}
            />
          ) : (
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
                {detail(t('fields.number'), bill.number ?? t('draft'))}
                {detail(t('fields.communication'), <span style={{ fontFamily: 'monospace' }}>{bill.structuredCommunication}</span>)}
                {detail(t('fields.customer'), bill.customer.name)}
                {/* A private person has no VAT number: the line shows only for a company (or when one is known). */}
                {(bill.customer.kind === 'company' || bill.customer.vatNumber) && detail(t('fields.vatNumber'), bill.customer.vatNumber)}
                {(bill.customer.kind === 'company' || bill.customer.address) && detail(t('fields.address'), bill.customer.address)}
                {detail(t('fields.language'), t(`common:languages.${bill.customer.language}`, { defaultValue: bill.customer.language }))}
                {detail(t('fields.issueDate'), bill.issueDate ? formatDate(bill.issueDate) : null)}
                {detail(t('fields.dueDate'), bill.dueDate ? formatDate(bill.dueDate) : null)}
                {bill.paidCents !== 0 && detail(t('fields.paid'), formatPrice(bill.paidCents))}
                {bill.customer.kind === 'company' &&
                  peppol.data &&
                  detail(t('fields.peppolId'), peppol.data.participantId ?? t('peppol.none'))}
                {peppol.data?.delivery &&
                  detail(t('fields.peppolDelivery'), t('peppol.sentOn', { date: formatDateTime(peppol.data.delivery.sentAt) }))}
                {bill.creditOf &&
                  detail(
                    t('fields.creditOf'),
                    <Anchor component={Link} to={detailHref(bill.creditOf.id)}>
                      {bill.creditOf.number ?? t('draft')}
                    </Anchor>,
                  )}
                {bill.creditNotes.length > 0 &&
                  detail(
                    t('fields.creditNotes'),
                    <Group gap="xs" component="span">
                      {bill.creditNotes.map((n) => (
                        <Anchor key={n.id} component={Link} to={detailHref(n.id)}>
                          {n.number ?? t('draft')}
                        </Anchor>
                      ))}
                    </Group>,
                  )}
              </SimpleGrid>
              <Table.ScrollContainer minWidth={560}>
                <Table striped aria-label={t('lines.title')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('lines.description')}</Table.Th>
                      <Table.Th ta="right">{t('lines.quantity')}</Table.Th>
                      <Table.Th ta="right">{t('lines.unitPrice')}</Table.Th>
                      <Table.Th ta="right">{t('lines.vatRate')}</Table.Th>
                      <Table.Th ta="right">{t('lines.discount')}</Table.Th>
                      <Table.Th ta="right">{t('lines.netColumn')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {bill.lines.map((l) => (
                      <Table.Tr key={l.id}>
                        <Table.Td>{l.description}</Table.Td>
                        <Table.Td ta="right">{formatDecimal(l.quantity, 3)}</Table.Td>
                        <Table.Td ta="right">{formatPrice(l.unitPriceCents)}</Table.Td>
                        <Table.Td ta="right">{`${l.vatRate} %`}</Table.Td>
                        <Table.Td ta="right">{l.discountPercent ? `${formatDecimal(l.discountPercent)} %` : '—'}</Table.Td>
                        <Table.Td ta="right">{formatPrice(l.netCents)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <BillTotalsTable totals={bill.totals} reverseCharge={bill.reverseCharge} />
              {bill.reverseCharge && <Text size="sm">{t('reverseChargeMention')}</Text>}
              {bill.notes && detail(t('fields.notes'), <span style={{ whiteSpace: 'pre-wrap' }}>{bill.notes}</span>)}
              {bill.kind === 'invoice' && !draft && <BillPaymentsPanel billId={bill.id} number={bill.number} isAdmin={isAdmin} />}
              {bill.kind === 'credit_note' && !draft && bill.creditOf && (
                <BillPaymentsPanel billId={bill.creditOf.id} isAdmin={isAdmin} refundOnly />
              )}
            </Stack>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          {history.data ? (
            <HistoryTimeline
              entries={history.data.data}
              label={(path) => (path.length === 1 && HISTORY_FIELDS.includes(path[0]!) ? t(`history.${path[0]}`) : undefined)}
              describe={(path, value) =>
                path[0] === 'status' && typeof value === 'string' ? t(`statuses.${value}`, { defaultValue: value }) : undefined
              }
            />
          ) : (
            <LoadState error={history.error} />
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
