import {
  addDays,
  ONLINE_RENTAL_DAY_RATE_CENTS,
  ONLINE_RENTAL_DEPOSIT_CENTS,
  ONLINE_RENTAL_MAX_AHEAD_DAYS,
  ONLINE_RENTAL_MAX_DAYS,
  rentalDays,
  rentalTotalCents,
  type Clock,
  type PublicRentalBike,
  type PublicRentalBookingInput,
  formatDate,
  formatPrice,
  toLocale,
} from '@veloport/domain';
import type { Db } from '../../db/client';
import type { Mailer } from '../../platform/mail';
import { wordsOf } from '../../platform/words';
import { recordAudit } from '../../platform/audit';
import { AppError, invalid, type FieldCode } from '../../platform/errors';
import { rentalsRepository } from './rentals.repository';
import { nobodyOverlaps, type RentalsService } from './rentals.service';

export type OnlineRentalsService = ReturnType<typeof createOnlineRentalsService>;
type Prices = { dayRateCents: number; depositCents: number };

/** The booking's reference as the customer reads it: R-000042. */
export const rentalCode = (id: number) => `R-${String(id).padStart(6, '0')}`;

/**
 * Rentals booked online (issue 27, decision 082): the rental fleet's bikes free on every day asked, and a booking
 * that the rentals' no-overlap constraint accepts once per bike and day (concurrent bookings: one 201, the rest 409).
 * The fleet has no price settings yet: the day rate and the deposit are the domain's defaults.
 */
export function createOnlineRentalsService({
  clock,
  db,
  rentals,
  rentalFleet,
  mail,
  prices = { dayRateCents: ONLINE_RENTAL_DAY_RATE_CENTS, depositCents: ONLINE_RENTAL_DEPOSIT_CENTS },
}: {
  clock: Clock;
  db: Db;
  rentals: Pick<RentalsService, 'availability'>;
  /** The rental fleet's bikes (the stock's port), to tell an unknown bike from a busy one. */
  rentalFleet: () => Promise<{ id: number; status: string }[]>;
  mail: Mailer;
  prices?: Prices;
}) {
  /** The days asked, checked against today in Brussels: 422 on `start` or `end`. */
  function checkDays(start: string, end: string) {
    const today = clock.today();
    const problems: Record<string, FieldCode> = {};
    if (start < today) problems.start = 'in_the_past';
    else if (start > addDays(today, ONLINE_RENTAL_MAX_AHEAD_DAYS)) problems.start = 'too_far_in_advance';
    if (end < start) problems.end = 'end_before_start';
    else if (rentalDays(start, end) > ONLINE_RENTAL_MAX_DAYS) problems.end = 'period_too_long';
    if (Object.keys(problems).length) throw invalid(problems);
  }

  async function free(start: string, end: string): Promise<PublicRentalBike[]> {
    checkDays(start, end);
    const { data } = await rentals.availability({ startDate: start, endDate: end });
    const totalCents = rentalTotalCents({ pricePerDayCents: prices.dayRateCents, startDate: start, endDate: end, bikeCount: 1 });
    return data.map((b) => ({
      id: b.id,
      model: b.name,
      size: b.size,
      location: b.location,
      dayRateCents: prices.dayRateCents,
      totalCents,
      depositCents: prices.depositCents,
    }));
  }

  return {
    /** `GET /api/public/rentals/bikes?start=&end=`: the bikes free on every one of those days. */
    availability: async (start: string, end: string) => ({ data: await free(start, end) }),

    /** `POST /api/public/rentals/bookings`: one bike for those days, or 409 bike_unavailable. */
    async book(input: PublicRentalBookingInput, ip: string) {
      const offered = await free(input.start, input.end);
      const bike = offered.find((b) => b.id === input.bikeId);
      if (!bike) {
        const fleet = await rentalFleet();
        if (!fleet.some((b) => b.id === input.bikeId && b.status === 'usable')) throw invalid({ bikeId: 'unknown_bike' });
        throw new AppError(409, 'bike_unavailable', 'This bike is already rented on one of those days');
      }
      const row = await nobodyOverlaps(() =>
        db.transaction(async (tx) => {
          const made = await rentalsRepository.insert(tx, {
            firstname: input.customer.firstName,
            lastname: input.customer.lastName,
            email: input.customer.email,
            phone: input.customer.phone,
            startDate: input.start,
            endDate: input.end,
            pricePerDayCents: bike.dayRateCents,
            depositCents: bike.depositCents,
            totalCents: bike.totalCents,
            notes: 'online',
            createdById: null,
          });
          await rentalsRepository.insertBikes(tx, [
            { rentalId: made.id, bikeId: bike.id, startDate: made.startDate, endDate: made.endDate },
          ]);
          await recordAudit(tx, {
            actorId: null,
            action: 'bike_rental.booked_online',
            entity: 'bike_rental',
            entityId: made.id,
            after: { ...made, bikeIds: [bike.id] },
            ip,
          });
          // The confirmation the booking page promises, in the customer's language, queued with the booking.
          const locale = toLocale(input.customer.language ?? 'fr');
          const t = wordsOf(locale, 'mails', 'shop');
          const words = {
            name: input.customer.firstName,
            code: rentalCode(made.id),
            model: bike.model,
            start: formatDate(made.startDate),
            end: formatDate(made.endDate),
            store: bike.location ?? '',
            total: formatPrice(made.totalCents, locale),
            deposit: formatPrice(made.depositCents, locale),
          };
          await mail.send({ to: made.email!, subject: t('rental.subject', words), text: t('rental.text', words) }, tx);
          return made;
        }),
      );
      return { id: row.id, code: rentalCode(row.id), totalCents: row.totalCents, depositCents: row.depositCents };
    },
  };
}
