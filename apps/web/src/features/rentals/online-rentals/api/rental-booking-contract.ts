import type {
  publicRentalBikeSchema,
  publicRentalBikesSchema,
  publicRentalBookingInputSchema,
  publicRentalBookingSchema,
} from '@veloport/domain';
import type { Infer, InferInput } from '@/lib/contract';

/** Online rentals as the screens name them, read from the shared shop contract (issue 27). */
export type RentalFleetBike = Infer<typeof publicRentalBikeSchema>;
export type RentalFleet = Infer<typeof publicRentalBikesSchema>;
export type RentalBookingRequest = InferInput<typeof publicRentalBookingInputSchema>;
export type RentalBookingCreated = Infer<typeof publicRentalBookingSchema>;
