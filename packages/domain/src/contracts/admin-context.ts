import { z } from 'zod';

export const stockLocationCurrentSchema = z.object({
  current_location: z.number(),
  current_location_name: z.string(),
});
export const companiesMinimalSchema = z.object({ data: z.array(z.object({ id: z.number(), name: z.string() })) });
export const usersByStockLocationQuerySchema = z.object({ stock_location: z.coerce.number().int().positive() });
export const usersByStockLocationSchema = z.object({
  data: z.array(z.object({ id: z.number(), firstname: z.string(), lastname: z.string() })),
});
/** Seed §8: a failed stock-location load falls back to location 1, Liège. */
export const FALLBACK_STOCK_LOCATION = { current_location: 1, current_location_name: 'Liège' } as const;
