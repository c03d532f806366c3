import { z } from 'zod';
import { idSchema } from './common';

export const stockLocationCurrentSchema = z.object({
  current_location: z.number(),
  current_location_name: z.string(),
});
export const companiesMinimalSchema = z.object({ data: z.array(z.object({ id: z.number(), name: z.string() })) });
export const usersByStockLocationQuerySchema = z.object({ stock_location: idSchema });
export const usersByStockLocationSchema = z.object({
  data: z.array(z.object({ id: z.number(), firstname: z.string(), lastname: z.string() })),
});
