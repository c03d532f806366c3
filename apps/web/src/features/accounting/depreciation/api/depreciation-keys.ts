import { depreciationRoot } from '@/lib/query-roots';

/** The depreciation screen's query keys (decision 087). */
export const depreciationKeys = {
  all: depreciationRoot,
  choices: () => [...depreciationRoot, 'choices'] as const,
  settings: () => [...depreciationRoot, 'settings'] as const,
  /** A bike's additions (decision 115). */
  additions: (bikeId: number) => [...depreciationRoot, 'additions', bikeId] as const,
  overview: (query: Record<string, string | number>) => [...depreciationRoot, 'overview', query] as const,
};
