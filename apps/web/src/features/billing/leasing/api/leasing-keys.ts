import { leasingRoot } from '@/lib/query-roots';

/** Leasing's query keys: contracts, runs and the bikes a contract can be for (decision 072). */
export const leasingKeys = {
  all: leasingRoot,
  contracts: () => [...leasingRoot, 'contracts'] as const,
  contractList: (query: Record<string, string | number>) => [...leasingRoot, 'contracts', query] as const,
  contract: (id: number) => [...leasingRoot, 'contract', id] as const,
  bikes: (q: string) => [...leasingRoot, 'bikes', q] as const,
  runs: () => [...leasingRoot, 'runs'] as const,
  runList: (query: Record<string, string | number>) => [...leasingRoot, 'runs', query] as const,
};
