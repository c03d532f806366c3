/**
 * `npm run bench:tours` (also a part of `npm run bench`): the embedded tour optimiser (decision 031) on seeded random
 * days of 10, 20 and 40 stops around the Liège and Brussels stores, about half with a two- or three-hour window,
 * the stops in the order they were added (random); and 40 stops without windows (the routing alone). Prints p50/p95 solve time, the distance before and after and
 * beside the nearest-neighbour baseline, and fails when a route is longer or later than the order given, or when
 * 40 stops take 1 s or more (issue 12, Performance).
 */
import { nearestNeighbourTour, optimiseTour, type TourPlan, type TourProblem } from '@veloport/domain';
import { percentile, rng } from './support';

const DAYS = Number(process.env.BENCH_TOUR_DAYS ?? 30);
const SIZES = [10, 20, 40];
const STORES = [
  { name: 'Liège', location: { lat: 50.6326, lng: 5.5797 } },
  { name: 'Brussels', location: { lat: 50.8466, lng: 4.3528 } },
];
/** Window openings a customer may pick, with their length in hours. */
const WINDOWS: [number, number][] = [
  [8, 2],
  [8, 3],
  [9, 2],
  [10, 2],
  [10, 3],
  [12, 2],
  [13, 2],
  [13, 3],
  [14, 2],
  [15, 2],
];

/** One day: stops within a radius that shrinks as the day fills (40 stops is a dense city round), 8:00–18:00. */
export function randomDay(seed: number, stops: number, withWindows = true): TourProblem {
  const r = rng(seed);
  const store = STORES[seed % STORES.length]!;
  const radiusKm = stops <= 10 ? 10 : stops <= 20 ? 7 : 4;
  const serviceRange = stops <= 10 ? [15, 40] : stops <= 20 ? [10, 20] : [5, 10];
  return {
    depot: { location: store.location, dayStart: 8 * 60, dayEnd: 18 * 60 },
    stops: Array.from({ length: stops }, (_, i) => {
      const angle = r() * 2 * Math.PI;
      const km = Math.sqrt(r()) * radiusKm;
      const windowed = r() < 0.5 && withWindows;
      const [open, hours] = WINDOWS[Math.floor(r() * WINDOWS.length)]!;
      return {
        id: i + 1,
        location: {
          lat: store.location.lat + (km * Math.sin(angle)) / 111.2,
          lng: store.location.lng + (km * Math.cos(angle)) / (111.2 * Math.cos((store.location.lat * Math.PI) / 180)),
        },
        serviceMinutes: serviceRange[0]! + Math.floor(r() * (serviceRange[1]! - serviceRange[0]! + 1)),
        ...(windowed ? { windowStart: open * 60, windowEnd: (open + hours) * 60 } : {}),
      };
    }),
  };
}

type Row = {
  size: number;
  windows: boolean;
  p50: number;
  p95: number;
  max: number;
  before: number;
  after: number;
  nn: number;
  feasibleBefore: number;
  feasibleAfter: number;
  feasibleNn: number;
  lateBefore: number;
  lateAfter: number;
  lateNn: number;
  kept: number;
};

export function runToursBench(): Row[] {
  // Warm the JIT the way a running server is warm.
  for (let s = 0; s < 5; s++) optimiseTour(randomDay(10_000 + s, 40));
  const rows: Row[] = [];
  const failures: string[] = [];
  for (const [size, windows] of [...SIZES.map((s) => [s, true] as const), [40, false] as const]) {
    const times: number[] = [];
    const sum = { before: 0, after: 0, nn: 0, lateBefore: 0, lateAfter: 0, lateNn: 0 };
    let feasibleBefore = 0;
    let feasibleAfter = 0;
    let feasibleNn = 0;
    let kept = 0;
    for (let day = 1; day <= DAYS; day++) {
      const problem = randomDay(size * 1000 + day, size, windows);
      const t0 = performance.now();
      const plan: TourPlan = optimiseTour(problem);
      times.push(performance.now() - t0);
      const nn = nearestNeighbourTour(problem);
      if (plan.distanceMeters > plan.before.distanceMeters)
        failures.push(`${size} stops, day ${day}: ${plan.distanceMeters} m after, ${plan.before.distanceMeters} m before`);
      if (plan.lateMinutes > plan.before.lateMinutes)
        failures.push(`${size} stops, day ${day}: ${plan.lateMinutes} min late after, ${plan.before.lateMinutes} before`);
      if (new Set(plan.order).size !== size) failures.push(`${size} stops, day ${day}: a stop is missing or twice`);
      sum.before += plan.before.distanceMeters;
      sum.after += plan.distanceMeters;
      sum.nn += nn.distanceMeters;
      sum.lateBefore += plan.before.lateMinutes;
      sum.lateAfter += plan.lateMinutes;
      sum.lateNn += nn.lateMinutes;
      if (plan.before.feasible) feasibleBefore++;
      if (plan.feasible) feasibleAfter++;
      if (nn.feasible) feasibleNn++;
      if (plan.keptInputOrder) kept++;
    }
    times.sort((a, b) => a - b);
    const row: Row = {
      size,
      windows,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      max: times[times.length - 1]!,
      before: sum.before / DAYS,
      after: sum.after / DAYS,
      nn: sum.nn / DAYS,
      lateBefore: sum.lateBefore / DAYS,
      lateAfter: sum.lateAfter / DAYS,
      lateNn: sum.lateNn / DAYS,
      feasibleBefore,
      feasibleAfter,
      feasibleNn,
      kept,
    };
    if (size === 40 && row.max >= 1000) failures.push(`40 stops: the slowest day took ${row.max.toFixed(0)} ms (budget < 1000 ms)`);
    rows.push(row);
  }
  if (failures.length > 0) throw new Error(`tour optimiser bench failed:\n  ${failures.join('\n  ')}`);
  return rows;
}

function print(rows: Row[]) {
  const km = (m: number) => `${(m / 1000).toFixed(1)} km`.padStart(9);
  const pct = (a: number, b: number) => `${(((a - b) / b) * 100).toFixed(1)} %`.padStart(8);
  console.log(`\ntour optimiser, embedded (haversine × 1.3 at 30 km/h), ${DAYS} seeded days per size, stops in the order added:`);
  console.log(
    '  stops          solve p50   p95     max   | mean distance: given   optimised  (vs given)   nearest-nb (opt vs nn) | on time: given opt nn | late min: given  opt   nn',
  );
  for (const r of rows) {
    console.log(
      `  ${String(r.size).padStart(5)} ${r.windows ? 'windows' : 'none   '} ${r.p50.toFixed(1).padStart(7)} ms ${r.p95.toFixed(1).padStart(6)} ${r.max.toFixed(1).padStart(7)} |  ${km(r.before)} ${km(r.after)} ${pct(r.after, r.before)}  ${km(r.nn)} ${pct(r.after, r.nn)}   |   ${String(r.feasibleBefore).padStart(3)} ${String(r.feasibleAfter).padStart(3)} ${String(r.feasibleNn).padStart(3)}  | ${r.lateBefore.toFixed(0).padStart(6)} ${r.lateAfter.toFixed(0).padStart(5)} ${r.lateNn.toFixed(0).padStart(5)}`,
    );
  }
  console.log('  never longer nor later than the order given: checked on every day');
}

export async function main() {
  print(runToursBench());
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
  process.exit(0);
}
