import type {
  OfferDocumentKind,
  historyListSchema,
  Offer,
  OfferCustomers,
  OfferStockBikes,
  OfferInput,
  OfferLineInputBody,
  Order,
  OrderStatus,
  offerListSchema,
  orderListSchema,
} from '@veloport/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type { Offer, Order };
export type OfferList = Infer<typeof offerListSchema>;
export type OrderList = Infer<typeof orderListSchema>;
export type HistoryList = Infer<typeof historyListSchema>;

export const offerDocumentHref = (id: number, kind: OfferDocumentKind) => `/api/offers/${id}/documents/${kind}.pdf`;

export function useOffers(query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['offers', 'list', query],
    queryFn: () => apiClient.get<OfferList>('/offers', { query }),
    placeholderData: keepPreviousData,
  });
}

export function useOffer(id: number) {
  return useQuery({
    queryKey: ['offers', id],
    queryFn: () => apiClient.get<Offer>(`/offers/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useOfferHistory(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['offers', id, 'history'],
    queryFn: () => apiClient.get<HistoryList>(`/offers/${id}/history`, { query: { perPage: 100 } }),
    enabled,
  });
}

/** Keeps an offer just answered by the API, and refreshes the lists and history. */
function useOfferSaved() {
  const queryClient = useQueryClient();
  return (offer: Offer) => {
    queryClient.setQueryData(['offers', offer.id], offer);
    void queryClient.invalidateQueries({ queryKey: ['offers', 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['offers', offer.id, 'history'] });
  };
}

/** From a lead (decision 022) the offer is made through the lead, which then points at it. */
export function useCreateOffer(leadId: number | null = null) {
  const saved = useOfferSaved();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OfferInput) => apiClient.post<Offer>(leadId ? `/leads/${leadId}/offer` : '/offers', input),
    onSuccess: (offer) => {
      saved(offer);
      if (leadId) void queryClient.invalidateQueries({ queryKey: ['leads'] });
    },
  });
}

/** `PUT /api/offers/{id}`: the contract, its duration and the description of an offer in progress. */
export function useUpdateOffer(offerId: number) {
  const saved = useOfferSaved();
  return useMutation({ mutationFn: (input: OfferInput) => apiClient.put<Offer>(`/offers/${offerId}`, input), onSuccess: saved });
}

export function useSaveLine(offerId: number) {
  const saved = useOfferSaved();
  return useMutation({
    mutationFn: ({ lineId, input }: { lineId?: number; input: OfferLineInputBody }) =>
      (lineId
        ? apiClient.patch<{ offer: Offer }>(`/offers/${offerId}/lines/${lineId}`, input)
        : apiClient.post<{ offer: Offer }>(`/offers/${offerId}/lines`, input)
      ).then((r) => r.offer),
    onSuccess: saved,
  });
}

export function useRemoveLine(offerId: number) {
  const saved = useOfferSaved();
  return useMutation({ mutationFn: (lineId: number) => apiClient.delete<Offer>(`/offers/${offerId}/lines/${lineId}`), onSuccess: saved });
}

export function useOfferAction(offerId: number) {
  const saved = useOfferSaved();
  return useMutation({
    mutationFn: (action: 'cancel' | 'lose') => apiClient.post<Offer>(`/offers/${offerId}/${action}`),
    onSuccess: saved,
  });
}

export function useSignOffer(offerId: number) {
  const saved = useOfferSaved();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiClient.post<Offer>(`/offers/${offerId}/sign`, { name, consent: true }),
    onSuccess: saved,
    // Refused (a promo code that became invalid, decision 059): the offer read again shows why.
    onError: () => void queryClient.invalidateQueries({ queryKey: ['offers', offerId], exact: true }),
  });
}

export function useOfferOrders(offerId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['orders', 'offer', offerId],
    queryFn: () => apiClient.get<OrderList>('/orders', { query: { offerId, perPage: 100 } }),
    enabled,
  });
}

export function useMakeOrders(offerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post<{ data: Order[] }>(`/offers/${offerId}/orders`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
}

export function useOrders(query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['orders', 'list', query],
    queryFn: () => apiClient.get<OrderList>('/orders', { query }),
    placeholderData: keepPreviousData,
  });
}

export function useOrder(id: number) {
  return useQuery({
    queryKey: ['orders', id],
    queryFn: () => apiClient.get<Order>(`/orders/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useOrderAction(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: { kind: 'validate' } | { kind: 'refuse'; reason: string } | { kind: 'status'; status: OrderStatus }) =>
      action.kind === 'validate'
        ? apiClient.post<Order>(`/orders/${orderId}/validate`)
        : action.kind === 'refuse'
          ? apiClient.post<Order>(`/orders/${orderId}/refuse`, { reason: action.reason })
          : apiClient.post<Order>(`/orders/${orderId}/status`, { status: action.status }),
    onSuccess: (order) => {
      queryClient.setQueryData(['orders', order.id], order);
      void queryClient.invalidateQueries({ queryKey: ['orders', 'list'] });
    },
  });
}

/** Companies and people to make an offer for. */
export type CustomerChoices = {
  companies: { id: number; name: string }[];
  users: { id: number; name: string; companyId: number | null }[];
};

/**
 * The customers an offer can be made for (`GET /api/offers/customers`, admins and the shop's sales staff):
 * every company, and the people of the chosen company, or the private customers when none is chosen.
 */
export function useCustomerChoices(companyId: number | null) {
  const res = useQuery({
    queryKey: ['offers', 'customers', { companyId }],
    queryFn: () => apiClient.get<OfferCustomers>('/offers/customers', { query: companyId ? { companyId } : {} }),
  });
  const choices: CustomerChoices = {
    companies: [...(res.data?.companies ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
    users: (res.data?.users ?? []).map((u) => ({ id: u.id, name: u.name, companyId: u.companyId })),
  };
  return choices;
}

type ModelChoice = { id: number; brand: string; model: string; sizes: string[]; priceCents: number; vatRate: number };
type AccessoryChoice = { id: number; name: string; priceCents: number; vatRate: number };

/** The catalogue's bike models (staff may read it) and, for admins, its accessories: what a line can name. */
/** Bikes in stock of a model that a bike line may name instead of the model alone. */
export function useOfferStockBikes(modelId: number | null) {
  return useQuery({
    queryKey: ['offers', 'stock-bikes', modelId],
    queryFn: () => apiClient.get<OfferStockBikes>('/offers/stock-bikes', { query: { modelId: modelId! } }),
    enabled: modelId !== null,
  });
}

export function useLineCatalogue() {
  const models = useQuery({
    queryKey: ['catalog', 'bikes', 'offer-lines'],
    queryFn: () => apiClient.get<{ data: ModelChoice[] }>('/catalog/bikes', { query: { perPage: 100, sort: 'name' } }),
    staleTime: 5 * 60_000,
  });
  const accessories = useQuery({
    queryKey: ['catalog', 'accessories', 'offer-lines'],
    queryFn: () => apiClient.get<{ data: AccessoryChoice[] }>('/catalog/accessories', { query: { perPage: 100 } }),
    staleTime: 5 * 60_000,
  });
  return { models: models.data?.data ?? [], accessories: accessories.data?.data ?? [] };
}
