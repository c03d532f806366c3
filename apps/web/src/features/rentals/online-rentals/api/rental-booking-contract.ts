import type { Locale } from '@veloport/domain';

/*
 * Mirrors the shop contract's online rentals (packages/domain/src/contracts/shop.ts, issue 27), written while it was
 * being built; to be folded into `Infer<typeof …Schema>` once it lands (decision 083).
 */
export type RentalFleetBike = {
  id: number;
  model: string;
  size: string | null;
  /** The store the bike is picked up at. */
  location: string | null;
  dayRateCents: number;
  totalCents: number;
  depositCents: number;
};
export type RentalFleet = { data: RentalFleetBike[] };
export type RentalBookingRequest = {
  bikeId: number;
  start: string;
  end: string;
  customer: { email: string; firstName: string; lastName: string; phone?: string; language?: Locale };
  acceptTerms: true;
};
export type RentalBookingCreated = { id: number; code: string; totalCents: number; depositCents: number };
