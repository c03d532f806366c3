import { ActionIcon, Alert, Anchor, Badge, Button, Group, List, Modal, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { formatDate, formatDateTime, formatPrice, can } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { WarrantyDates } from '@/components/ui/warranty-dates';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { HistoryTimeline } from '@/components/ui/history-timeline';
import { LoadState } from '@/components/ui/load-state';
import { useCloseOffer } from '@/features/sales/offers-and-orders/api/close-offer';
import { useOffer, type Offer } from '@/features/sales/offers-and-orders/api/get-offer';
import { useOfferHistory } from '@/features/sales/offers-and-orders/api/get-offer-history';
import { useOfferOrders } from '@/features/sales/offers-and-orders/api/get-offer-orders';
import { useMakeOrders } from '@/features/sales/offers-and-orders/api/make-orders';
import { useRemoveOfferLine } from '@/features/sales/offers-and-orders/api/remove-offer-line';
import { useSaveOfferLine } from '@/features/sales/offers-and-orders/api/save-offer-line';
import { useSignOffer } from '@/features/sales/offers-and-orders/api/sign-offer';
import { useSendOffer } from '@/features/sales/offers-and-orders/api/send-offer';
import { OfferDocumentsSection } from '@/features/sales/offers-and-orders/components/offer-uploads';
import { OfferFigures } from '@/features/sales/offers-and-orders/components/offer-figures';
import { OfferPromoSection } from '@/features/sales/offers-and-orders/components/offer-promo';
import { OfferHeaderForm } from '@/features/sales/offers-and-orders/components/offer-header-form';
import { OfferLineForm } from '@/features/sales/offers-and-orders/components/offer-line-form';
import { SignOfferForm } from '@/features/sales/offers-and-orders/components/sign-offer-form';
import { OFFER_STATUS_COLORS, offerListHref, orderHref, type SalesSpace } from '@/features/sales/offers-and-orders/components/space';
import { useAuthUser } from '@/lib/auth/auth-context';
import { useErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

type Line = Offer['lines'][number];
type Editing = { line?: Line } | null;

/** `offers/:id`, `fleet/offers/:id`, `my-offers/:id`: the lines and figures; staff edit, the customer signs. */
export function OfferDetailPage({ space }: { space: SalesSpace }) {
  const { t } = useTranslation('sales');
  const id = Number(useParams().id);
  const offer = useOffer(id);
  usePageTitle(offer.data ? t('offers.number', { id: offer.data.id }) : t('offers.title'));
  if (!Number.isInteger(id) || id <= 0) return <LoadState notFound />;
  if (!offer.data) return <LoadState error={offer.error} />;
  return <OfferDetail offer={offer.data} space={space} />;
}

function OfferDetail({ offer, space }: { offer: Offer; space: SalesSpace }) {
  const { t } = useTranslation('sales');
  const { t: td } = useTranslation('offerDocuments');
  const { t: tNetCost } = useTranslation('netCost');
  const locale = useLocale();
  const user = useAuthUser();
  const errorMessage = useErrorMessage();
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'history' && space === 'staff' ? 'history' : 'offer';
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Line | null>(null);
  const [confirming, setConfirming] = useState<'cancel' | 'lose' | null>(null);
  const [editingHeader, setEditingHeader] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const saveLine = useSaveOfferLine(offer.id);
  const removeLine = useRemoveOfferLine(offer.id);
  const action = useCloseOffer(offer.id);
  const sign = useSignOffer(offer.id);
  const makeOrders = useMakeOrders(offer.id);
  const sendOffer = useSendOffer(offer.id);
  const isStaff = space === 'staff';
  const inProgress = offer.status === 'in_progress';
  const editable = isStaff && inProgress;
  const orders = useOfferOrders(offer.id, offer.status === 'signed');
  const history = useOfferHistory(offer.id, tab === 'history');
  const mayCancel = inProgress && (isStaff || (space === 'fleet' && can(user, 'fleetManager')));
  const maySign =
    inProgress &&
    offer.lines.length > 0 &&
    (offer.user ? offer.user.id === user.id : space === 'fleet' && offer.company !== null && user.company?.id === offer.company.id);

  const run = async (work: () => Promise<unknown>, success: string) => {
    setFailure(null);
    try {
      await work();
      notify('success', success);
    } catch (error) {
      setFailure(error);
    }
  };

  const customer = [offer.company?.name, offer.user?.name].filter(Boolean).join(' · ');

  return (
    <Stack gap="lg" maw={1000}>
      <div>
        <Anchor component={Link} to={offerListHref(space, locale)} size="sm">
          {t('offers.backToList')}
        </Anchor>
        <Group gap="sm" wrap="wrap">
          <Title order={1}>{t('offers.number', { id: offer.id })}</Title>
          <Badge variant="light" color={OFFER_STATUS_COLORS[offer.status]}>
            {t(`offerStatuses.${offer.status}`)}
          </Badge>
        </Group>
        <Text c="dimmed">
          {[
            customer || null,
            t(`contractTypes.${offer.contractType}`),
            offer.durationMonths ? t('offers.months', { count: offer.durationMonths }) : null,
            formatDate(offer.createdAt),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {offer.description && <Text mt="xs">{offer.description}</Text>}
        {editable && (
          <Button
            mt="xs"
            size="xs"
            variant="subtle"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={() => setEditingHeader(true)}
          >
            {t('offers.editHeader')}
          </Button>
        )}
      </div>
      <Modal opened={editingHeader} onClose={() => setEditingHeader(false)} title={t('offers.editHeader')}>
        <OfferHeaderForm offer={offer} onDone={() => setEditingHeader(false)} />
      </Modal>

      {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}

      <Group gap="sm" wrap="wrap">
        {editable && offer.lines.length > 0 && (
          <Button
            loading={sendOffer.isPending}
            onClick={() => {
              setFailure(null);
              sendOffer.mutate(undefined, {
                onSuccess: (res) => notify('success', td('send.sent', { names: res.sentTo.map((r) => r.name).join(', ') })),
                onError: setFailure,
              });
            }}
          >
            {offer.sentAt ? td('send.again') : td('send.action')}
          </Button>
        )}
        {mayCancel && (
          <Button variant="default" color="red" onClick={() => setConfirming('cancel')}>
            {t('offers.cancel')}
          </Button>
        )}
        {editable && (
          <Button variant="default" onClick={() => setConfirming('lose')}>
            {t('offers.lose')}
          </Button>
        )}
        {isStaff && offer.status === 'signed' && (
          <Button loading={makeOrders.isPending} onClick={() => void run(() => makeOrders.mutateAsync(), t('orders.made'))}>
            {t('offers.makeOrders')}
          </Button>
        )}
      </Group>

      {offer.sentAt && inProgress && <Text size="sm">{td('send.sentOn', { at: formatDateTime(offer.sentAt) })}</Text>}

      {offer.signature &&
        (offer.signature.method === 'paper' ? (
          <Alert color="green" title={td('paper.title')}>
            {td('paper.text', { name: offer.signature.name, by: offer.signature.by?.name ?? '—', at: formatDateTime(offer.signature.at) })}
          </Alert>
        ) : (
          <Alert color="green" title={t('sign.signedTitle')}>
            {t('sign.signedBy', { name: offer.signature.name, at: formatDateTime(offer.signature.at) })}
          </Alert>
        ))}

      <Tabs
        value={tab}
        onChange={(value) => setSearch(value === 'history' ? { tab: 'history' } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="offer">{t('offers.tabs.offer')}</Tabs.Tab>
          {isStaff && <Tabs.Tab value="history">{t('offers.tabs.history')}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="offer" pt="md">
          <Stack gap="lg">
            <Group justify="space-between" align="flex-end">
              <Title order={2} size="h3">
                {t('lines.title')}
              </Title>
              {editable && (
                <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({})}>
                  {t('lines.add')}
                </Button>
              )}
            </Group>
            {offer.lines.length === 0 ? (
              <Text c="dimmed">{t('lines.empty')}</Text>
            ) : (
              <Table.ScrollContainer minWidth={640}>
                <Table striped aria-label={t('lines.title')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('lines.description')}</Table.Th>
                      <Table.Th ta="right">{t('lines.quantity')}</Table.Th>
                      <Table.Th ta="right">{t('lines.unitPrice')}</Table.Th>
                      <Table.Th ta="right">{t('lines.vatRate')}</Table.Th>
                      <Table.Th ta="right">{t('lines.discountPercent')}</Table.Th>
                      <Table.Th ta="right">{t('lines.totalExclVat')}</Table.Th>
                      {editable && <Table.Th>{t('lines.actions')}</Table.Th>}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {offer.lines.map((line) => (
                      <Table.Tr key={line.id}>
                        <Table.Td>
                          <Text fw={600} size="sm">
                            {line.label}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {[
                              t(`lineKinds.${line.kind}`),
                              line.size ? t('lines.sizeIs', { size: line.size }) : null,
                              line.installation ? t('lines.withInstallation') : null,
                            ]
                              .filter(Boolean)
                              .join(' · ')}
                          </Text>
                        </Table.Td>
                        <Table.Td ta="right">{line.quantity}</Table.Td>
                        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                          {formatPrice(line.unitPriceCents, locale)}
                        </Table.Td>
                        <Table.Td ta="right">{line.vatRate} %</Table.Td>
                        <Table.Td ta="right">{line.discountPercent ? `${line.discountPercent} %` : '—'}</Table.Td>
                        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                          {formatPrice(line.amounts.exclVatCents, locale)}
                        </Table.Td>
                        {editable && (
                          <Table.Td>
                            <Group gap={4} wrap="nowrap">
                              <ActionIcon
                                variant="subtle"
                                onClick={() => setEditing({ line })}
                                aria-label={t('lines.edit', { label: line.label })}
                              >
                                <IconPencil size={16} aria-hidden />
                              </ActionIcon>
                              <ActionIcon
                                variant="subtle"
                                color="red"
                                onClick={() => setRemoving(line)}
                                aria-label={t('lines.remove', { label: line.label })}
                              >
                                <IconTrash size={16} aria-hidden />
                              </ActionIcon>
                            </Group>
                          </Table.Td>
                        )}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            <OfferFigures offer={offer} />
            {/* Issue 25 point 3: the employee reads what their own lease costs them net, with this offer's figure. */}
            {offer.leasing && offer.user?.id === user.id && (
              <Anchor component={Link} to={paths.netCost.getHref(locale, { offer: offer.id })}>
                {tNetCost('simulateOffer')}
              </Anchor>
            )}
            {/* Spec §9 (decision 094): an offer's bike is not delivered yet, so the warranty is said from the delivery. */}
            {offer.lines.some((l) => l.kind === 'bike') && <WarrantyDates warranty={null} />}
            <OfferPromoSection offer={offer} editable={editable} />
            <OfferDocumentsSection offer={offer} isStaff={isStaff} />
            {offer.status === 'signed' && orders.data && orders.data.data.length > 0 && (
              <div>
                <Title order={2} size="h3">
                  {t('orders.ofOffer')}
                </Title>
                <List>
                  {orders.data.data.map((o) => (
                    <List.Item key={o.id}>
                      <Anchor component={Link} to={orderHref(space, locale, o.id)}>
                        {t('orders.number', { id: o.id })}
                      </Anchor>{' '}
                      — {o.label} · {t(`orderStatuses.${o.status}`)}
                    </List.Item>
                  ))}
                </List>
              </div>
            )}
            {maySign && (
              <SignOfferForm
                defaultName={`${user.firstname} ${user.lastname}`}
                pending={sign.isPending}
                onSign={(name) => sign.mutateAsync(name).then(() => notify('success', t('sign.done')))}
              />
            )}
          </Stack>
        </Tabs.Panel>
        {isStaff && (
          <Tabs.Panel value="history" pt="md">
            {history.data ? <HistoryTimeline entries={history.data.data} /> : <LoadState error={history.error} />}
          </Tabs.Panel>
        )}
      </Tabs>

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.line ? t('lines.editTitle') : t('lines.addTitle')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        {editing !== null && (
          <OfferLineForm
            line={editing.line}
            pending={saveLine.isPending}
            onCancel={() => setEditing(null)}
            onSubmit={async (input) => {
              await saveLine.mutateAsync({ lineId: editing.line?.id, input });
              notify('success', editing.line ? t('lines.saved') : t('lines.added'));
              setEditing(null);
            }}
          />
        )}
      </Modal>
      <ConfirmAction
        opened={removing !== null}
        title={t('lines.removeTitle')}
        effects={removing ? [removing.label] : []}
        confirmLabel={t('lines.removeConfirm')}
        cancelLabel={t('actions.back')}
        pending={removeLine.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          const line = removing;
          setRemoving(null);
          if (line) void run(() => removeLine.mutateAsync(line.id), t('lines.removed'));
        }}
      />
      <ConfirmAction
        opened={confirming !== null}
        title={confirming === 'lose' ? t('offers.loseTitle') : t('offers.cancelTitle')}
        intro={confirming === 'lose' ? t('offers.loseIntro') : t('offers.cancelIntro')}
        effects={[]}
        confirmLabel={confirming === 'lose' ? t('offers.loseConfirm') : t('offers.cancelConfirm')}
        cancelLabel={t('actions.back')}
        pending={action.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          const which = confirming;
          setConfirming(null);
          if (which) void run(() => action.mutateAsync(which), which === 'lose' ? t('offers.lost') : t('offers.cancelled'));
        }}
      />
    </Stack>
  );
}
