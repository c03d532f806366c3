import { queryRoots } from '@/lib/query-roots';

/** Leasing's query keys: contracts, runs and the bikes a contract can be for (decision 072). */
export const leasingKeys = {
  all: queryRoots.leasing,
  contracts: () => [...queryRoots.leasing, 'contracts'] as const,
  contractList: (query: Record<string, string | number>) => [...queryRoots.leasing, 'contracts', query] as const,
  contract: (id: number) => [...queryRoots.leasing, 'contract', id] as const,
  bikes: (q: string) => [...queryRoots.leasing, 'bikes', q] as const,
  runs: () => [...queryRoots.leasing, 'runs'] as const,
  runList: (query: Record<string, string | number>) => [...queryRoots.leasing, 'runs', query] as const,
};
