import {
  FALLBACK_STOCK_LOCATION,
  type companiesMinimalSchema,
  type stockLocationCurrentSchema,
  type usersByStockLocationSchema,
} from '@veloport/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type StockLocation = Infer<typeof stockLocationCurrentSchema>;
export type MinimalCompany = Infer<typeof companiesMinimalSchema>['data'][number];
export type Employee = { label: string; value: number };

// Seed §8: each of these loads degrades to a default instead of failing the session.
export async function getCurrentStockLocation(): Promise<StockLocation> {
  try {
    return await apiClient.get<StockLocation>('/stock-location/current');
  } catch {
    return { ...FALLBACK_STOCK_LOCATION };
  }
}

export async function getEmployeesByStockLocation(stockLocation: number): Promise<Employee[]> {
  try {
    const response = await apiClient.get<Infer<typeof usersByStockLocationSchema>>('/users/by-stock-location', {
      query: { stock_location: stockLocation },
    });
    return response.data.map((user) => ({ label: `${user.firstname} ${user.lastname}`, value: user.id }));
  } catch {
    return [];
  }
}

export async function getMinimalCompanies(): Promise<MinimalCompany[]> {
  try {
    const response = await apiClient.get<Infer<typeof companiesMinimalSchema>>('/companies/list/minimal');
    return response.data;
  } catch {
    return [];
  }
}

const adminQuery = { staleTime: 5 * 60_000, retry: false } as const;

export const currentStockLocationQueryOptions = () =>
  queryOptions({ queryKey: ['stock-location', 'current'], queryFn: getCurrentStockLocation, ...adminQuery });

export const employeesQueryOptions = (stockLocation: number) =>
  queryOptions({
    queryKey: ['users', 'by-stock-location', stockLocation],
    queryFn: () => getEmployeesByStockLocation(stockLocation),
    ...adminQuery,
  });

export const minimalCompaniesQueryOptions = () =>
  queryOptions({ queryKey: ['companies', 'minimal'], queryFn: getMinimalCompanies, ...adminQuery });
