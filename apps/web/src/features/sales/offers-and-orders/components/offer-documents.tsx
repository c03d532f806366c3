import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { offerDocumentApplies } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { offerDocumentHref, type Offer } from '@/features/sales/offers-and-orders/api/get-offer';

const CONTRACT_DOCUMENTS = ['contract', 'bike_policy', 'contract_amendment'] as const;

/** The offer's PDFs: the offer, its signed copy once signed electronically (a paper copy is an upload, decision 028), and the contract documents that apply to it (decision 027). */
export function OfferDocuments({ offer }: { offer: Offer }) {
  const { t } = useTranslation('sales');
  const kinds = [
    'offer',
    ...(offer.status === 'signed' && offer.signature?.method !== 'paper' ? (['signed'] as const) : []),
    ...CONTRACT_DOCUMENTS.filter((k) => offerDocumentApplies(offer, k)),
  ] as const;
  return kinds.map((kind) => (
    <Button
      key={kind}
      component="a"
      href={offerDocumentHref(offer.id, kind)}
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
    >
      {t(`documents.${kind}`)}
    </Button>
  ));
}
