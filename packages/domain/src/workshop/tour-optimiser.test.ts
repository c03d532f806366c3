import { describe, expect, it } from 'vitest';
import type { LatLng } from './tour-distance';
import {
  chooseTourOrder,
  clockToMinutes,
  minutesToClock,
  nearestNeighbourTour,
  optimiseTour,
  scheduleTour,
  type TourPlan,
  type TourProblem,
  type TourStopInput,
} from './tour-optimiser';

/** A grid where one unit of lat or lng is one km by road, driven at 30 km/h (2 min per km): easy to check by hand. */
const grid = (a: LatLng, b: LatLng) => {
  const km = Math.abs(a.lat - b.lat) + Math.abs(a.lng - b.lng);
  return { meters: km * 1000, minutes: km * 2 };
};
const at = (x: number, y = 0): LatLng => ({ lat: y, lng: x });
const depot = { location: at(0), dayStart: clockToMinutes('08:00'), dayEnd: clockToMinutes('17:00') };
const stop = (id: string, x: number, extra: Partial<TourStopInput> = {}, y = 0): TourStopInput => ({
  id,
  location: at(x, y),
  serviceMinutes: 10,
  ...extra,
});

function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Stops around Liège within ~8 km, half with a two-hour window somewhere in the day. */
function randomProblem(seed: number, n: number): TourProblem {
  const r = rng(seed);
  const stops = Array.from({ length: n }, (_, i) => {
    const windowed = r() < 0.5;
    const open = 8 * 60 + Math.floor(r() * 7) * 60;
    return {
      id: `s${i}`,
      location: { lat: 50.6404 + (r() - 0.5) * 0.15, lng: 5.5714 + (r() - 0.5) * 0.22 },
      serviceMinutes: 5 + Math.floor(r() * 10),
      ...(windowed ? { windowStart: open, windowEnd: open + 120 } : {}),
    };
  });
  return { depot: { location: { lat: 50.6404, lng: 5.5714 }, dayStart: 8 * 60, dayEnd: 18 * 60 }, stops };
}

function respectsWindows(plan: TourPlan) {
  return plan.stops.every(
    (s) => (s.windowStart == null || s.serviceStart >= s.windowStart) && (s.windowEnd == null || s.serviceStart <= s.windowEnd),
  );
}

describe('optimiseTour', () => {
  it('drives a row of stops out and back instead of zigzagging', () => {
    const plan = optimiseTour({ depot, stops: [stop('c', 3), stop('a', 1), stop('d', 4), stop('b', 2)], travel: grid });
    // On a straight road any order that never turns back twice is as short: 8 km out and back.
    expect(plan.distanceMeters).toBe(8000);
    expect(plan.before.distanceMeters).toBe(3000 + 2000 + 3000 + 2000 + 2000);
    expect(plan.feasible).toBe(true);
    expect(plan.violations).toEqual([]);
    expect(plan.keptInputOrder).toBe(false);
  });

  it('schedules each stop: arrival, waiting, job, departure, and the return to the store', () => {
    const plan = optimiseTour({ depot, stops: [stop('a', 1), stop('b', 2, { windowStart: clockToMinutes('09:00') })], travel: grid });
    expect(plan.order).toEqual(['a', 'b']);
    const [a, b] = plan.stops;
    // It leaves as late as it can so that nobody waits: 09:00 − 2 min to b − 10 min at a − 2 min to a.
    expect(minutesToClock(plan.departure)).toBe('08:46');
    expect(a).toMatchObject({
      id: 'a',
      arrival: 8 * 60 + 48,
      serviceStart: 8 * 60 + 48,
      departure: 8 * 60 + 58,
      waitMinutes: 0,
      legMeters: 1000,
      legMinutes: 2,
    });
    expect(b).toMatchObject({ id: 'b', arrival: 9 * 60, serviceStart: 9 * 60, departure: 9 * 60 + 10, waitMinutes: 0, lateMinutes: 0 });
    expect(plan.returnAt).toBe(9 * 60 + 14);
    expect(plan.durationMinutes).toBe(9 * 60 + 14 - (8 * 60 + 46));
    expect(plan.drivingMinutes).toBe(8);
  });

  it('goes to the far stop first when its window closes early, even though the near one is on the way', () => {
    const stops = [stop('near', 1), stop('far', 10, { windowStart: clockToMinutes('08:00'), windowEnd: clockToMinutes('08:25') })];
    const given = scheduleTour({ depot, stops, travel: grid });
    expect(given.feasible).toBe(false);
    expect(given.violations).toEqual([{ kind: 'late', stopId: 'far', minutes: 5 }]); // 08:02 + 10 min + 18 min = 08:30, closes 08:25
    const plan = optimiseTour({ depot, stops, travel: grid });
    expect(plan.order).toEqual(['far', 'near']);
    expect(plan.feasible).toBe(true);
    expect(respectsWindows(plan)).toBe(true);
    expect(plan.distanceMeters).toBe(20_000); // as long as the given order: never longer
    expect(plan.before).toMatchObject({ distanceMeters: 20_000, feasible: false, lateMinutes: 5 });
  });

  it('keeps the order given when it is already the best, with the same figures', () => {
    const stops = [stop('a', 1), stop('b', 2), stop('c', 3)];
    const plan = optimiseTour({ depot, stops, travel: grid });
    expect(plan.keptInputOrder).toBe(true);
    expect(plan.order).toEqual(['a', 'b', 'c']);
    expect(plan.distanceMeters).toBe(plan.before.distanceMeters);
    expect(plan.durationMinutes).toBe(plan.before.durationMinutes);
  });

  it('never drives further than the order given, even to be on time, unless asked to prefer punctuality', () => {
    // Given order a (x=5, any time) then b (x=-5, before 08:20): 20 km, b is late. On time means b first: also 20 km.
    // Make being on time cost more: b sits on a side street (y = 3) only reachable well from the store.
    const stops = [stop('a', 5), stop('b', -1, { windowEnd: clockToMinutes('08:05') }, 0)];
    const plan = optimiseTour({
      depot,
      stops,
      travel: (p, q) => {
        const leg = grid(p, q);
        // Store → b is a slow, long road; a → b is the short way round.
        const fromStoreToB = p.lng === 0 && q.lng === -1;
        return fromStoreToB ? { meters: 9000, minutes: 4 } : leg;
      },
    });
    const given = plan.before;
    expect(given.feasible).toBe(false);
    expect(plan.distanceMeters).toBeLessThanOrEqual(given.distanceMeters);
    expect(plan.lateMinutes).toBeLessThanOrEqual(given.lateMinutes);
    const punctual = optimiseTour({
      depot,
      stops,
      travel: (p, q) => (p.lng === 0 && q.lng === -1 ? { meters: 9000, minutes: 4 } : grid(p, q)),
      options: { preferFeasible: true },
    });
    expect(punctual.feasible).toBe(true);
    expect(punctual.order).toEqual(['b', 'a']);
    expect(punctual.distanceMeters).toBeGreaterThan(given.distanceMeters);
  });

  it('reports the stops it cannot reach in time and the overtime when the day is too short', () => {
    const plan = optimiseTour({
      depot: { ...depot, dayEnd: clockToMinutes('09:00') },
      stops: [stop('a', 10, { serviceMinutes: 30, windowEnd: clockToMinutes('08:10') }), stop('b', 12, { serviceMinutes: 30 })],
      travel: grid,
    });
    expect(plan.feasible).toBe(false);
    expect(plan.violations).toContainEqual({ kind: 'late', stopId: 'a', minutes: 10 });
    expect(plan.violations.find((v) => v.kind === 'overtime')?.minutes).toBeGreaterThan(0);
  });

  it('reads a travel matrix (depot first, then the stops as given), one way different from the other', () => {
    // One-way streets: 1 → 2 is short, 2 → 1 long.
    const meters = [
      [0, 1000, 1500],
      [1000, 0, 500],
      [1500, 5000, 0],
    ];
    const minutes = meters.map((row) => row.map((m) => m / 500));
    const stops = [stop('x', 1), stop('y', 2)];
    const forwards = optimiseTour({
      depot,
      stops: [stops[1], stops[0]],
      travel: {
        meters: [meters[0].slice().reverse().slice(0, 1).concat([1500, 1000]), [1500, 0, 5000], [1000, 500, 0]],
        minutes: [
          [0, 3, 2],
          [3, 0, 10],
          [2, 1, 0],
        ],
      },
    });
    expect(forwards.order).toEqual(['x', 'y']);
    expect(forwards.distanceMeters).toBe(1000 + 500 + 1500);
    const direct = optimiseTour({ depot, stops, travel: { meters, minutes } });
    expect(direct.order).toEqual(['x', 'y']);
    expect(() => optimiseTour({ depot, stops, travel: { meters: [[0]], minutes: [[0]] } })).toThrow(/3 × 3/);
  });

  it('refuses a window that closes before it opens, two stops with one id, and a point without coordinates', () => {
    expect(() => optimiseTour({ depot, stops: [stop('a', 1, { windowStart: 600, windowEnd: 540 })], travel: grid })).toThrow(RangeError);
    expect(() => optimiseTour({ depot, stops: [stop('a', 1), stop('a', 2)], travel: grid })).toThrow(/same id/);
    expect(() => optimiseTour({ depot, stops: [stop('a', 1), { ...stop('b', 2), location: { lat: Number.NaN, lng: 5 } }] })).toThrow(
      /no usable leg/,
    );
  });

  it('handles no stop and one stop', () => {
    expect(optimiseTour({ depot, stops: [], travel: grid })).toMatchObject({ stops: [], distanceMeters: 0, feasible: true });
    expect(optimiseTour({ depot, stops: [stop('a', 3)], travel: grid })).toMatchObject({ order: ['a'], distanceMeters: 6000 });
  });

  it('estimates road distances from the coordinates when no travel source is given', () => {
    const plan = optimiseTour(randomProblem(7, 6));
    expect(plan.distanceMeters).toBeGreaterThan(0);
    expect(plan.distanceMeters).toBeLessThanOrEqual(plan.before.distanceMeters);
  });

  it('is never longer nor later than the order given, and meets the windows the given order meets, on 60 random days', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const problem = randomProblem(seed, 5 + (seed % 20));
      const plan = optimiseTour(problem);
      expect(plan.distanceMeters, `seed ${seed}`).toBeLessThanOrEqual(plan.before.distanceMeters);
      expect(plan.lateMinutes, `seed ${seed}`).toBeLessThanOrEqual(plan.before.lateMinutes);
      if (plan.before.feasible) expect(respectsWindows(plan), `seed ${seed}`).toBe(true);
      expect(new Set(plan.order).size).toBe(problem.stops.length);
    }
  }, 60_000); // 60 solves of up to 24 stops: CPU-bound, seconds when other runs share the machine.

  it('finds the best order that trying every order finds, on 15 random days of 7 stops', () => {
    const permutations = (items: number[]): number[][] =>
      items.length <= 1
        ? [items]
        : items.flatMap((x, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((p) => [x, ...p]));
    for (let seed = 100; seed < 115; seed++) {
      const problem = randomProblem(seed, 7);
      let best: { late: number; meters: number } | null = null;
      for (const order of permutations([0, 1, 2, 3, 4, 5, 6])) {
        const plan = scheduleTour({ ...problem, stops: order.map((i) => problem.stops[i]) });
        const c = { late: plan.lateMinutes, meters: plan.distanceMeters };
        if (!best || c.late < best.late || (c.late === best.late && c.meters < best.meters)) best = c;
      }
      const plan = optimiseTour({ ...problem, options: { preferFeasible: true } });
      expect({ late: plan.lateMinutes, meters: plan.distanceMeters }, `seed ${seed}`).toEqual(best);
    }
  }, 60_000); // 15 × 5,040 orders tried by brute force: seconds on a busy machine.

  it('gives the same answer twice', () => {
    const problem = randomProblem(3, 25);
    expect(optimiseTour(problem).order).toEqual(optimiseTour(problem).order);
  });

  // Its speed (40 stops well under a second) is measured by `npm run bench:tours`, not timed here.
  it('orders 40 stops with time windows and beats nearest neighbour or ties', () => {
    const problem = randomProblem(11, 40);
    const plan = optimiseTour(problem);
    const baseline = nearestNeighbourTour(problem);
    expect(plan.lateMinutes).toBeLessThanOrEqual(baseline.lateMinutes);
    if (plan.lateMinutes === baseline.lateMinutes) expect(plan.distanceMeters).toBeLessThanOrEqual(baseline.distanceMeters);
  });
});

describe('nearestNeighbourTour', () => {
  it('goes to the closest stop next, whatever the windows', () => {
    const plan = nearestNeighbourTour({
      depot,
      stops: [stop('far', 5), stop('near', 1), stop('mid', 3, { windowEnd: 480 })],
      travel: grid,
    });
    expect(plan.order).toEqual(['near', 'mid', 'far']);
    expect(plan.distanceMeters).toBe(10_000);
    expect(plan.before.distanceMeters).toBe(14_000);
  });
});

describe('chooseTourOrder', () => {
  it("takes another engine's order when it is better, keeps the order given when it is not, and completes a partial answer", () => {
    const stops = [stop('c', 3), stop('a', 1), stop('b', 2)];
    expect(chooseTourOrder({ depot, stops, travel: grid }, [['a', 'b', 'c']]).order).toEqual(['a', 'b', 'c']);
    const worse = chooseTourOrder({ depot, stops: [stop('a', 1), stop('b', 2), stop('c', 3)], travel: grid }, [['c', 'a', 'b', 'b', 'zz']]);
    expect(worse.keptInputOrder).toBe(true);
    expect(worse.order).toEqual(['a', 'b', 'c']);
    // 'x' left out (say the engine could not place it): it follows in the order given.
    const partial = chooseTourOrder({ depot, stops: [stop('x', 3), stop('y', 1), stop('z', 2)], travel: grid }, [['y', 'z']]);
    expect(partial.order).toEqual(['y', 'z', 'x']);
    expect(partial.distanceMeters).toBe(6000);
    expect(partial.before.distanceMeters).toBe(8000);
  });
});

describe('clock helpers', () => {
  it('turns clock times into minutes and back', () => {
    expect(clockToMinutes('08:30')).toBe(510);
    expect(minutesToClock(510)).toBe('08:30');
    expect(minutesToClock(509.6)).toBe('08:30');
    expect(() => clockToMinutes('8h30')).toThrow(RangeError);
  });
});
