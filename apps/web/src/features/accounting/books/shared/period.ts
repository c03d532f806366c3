import { brusselsToday, firstDayOfMonth, lastDayOfMonth } from '@veloport/domain';
import { useSearchParams } from 'react-router';

export type Period = { from: string; to: string };

/** This month in Brussels: the books' screens open on it (the app's one clock, decision 067). */
export function currentMonth(today: string = brusselsToday()): Period {
  const month = today.slice(0, 7);
  return { from: firstDayOfMonth(month), to: lastDayOfMonth(month) };
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The period in the address (`?from&to`), so a period can be bookmarked and survives a language switch; this month by default. */
export function usePeriod(): [Period, (next: Partial<Period>) => void] {
  const [search, setSearch] = useSearchParams();
  const fallback = currentMonth();
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const period = { from: ISO_DAY.test(from) ? from : fallback.from, to: ISO_DAY.test(to) ? to : fallback.to };
  const update = (next: Partial<Period>) => {
    const params = new URLSearchParams(search);
    for (const [key, value] of Object.entries(next)) {
      if (value) params.set(key, value);
      else params.delete(key);
    }
    setSearch(params, { replace: true });
  };
  return [period, update];
}
