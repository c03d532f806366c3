/**
 * The repair tour optimiser (issue 12 "Tours", decision 031): orders a mechanic's stops so that each one is reached
 * inside its time window and the van is back at the store before the day ends, with the least driving.
 *
 * Pure and deterministic (same problem → same answer; the perturbations use a fixed seed, never the clock):
 *   1. start routes: the order given, a time-window insertion (stops by closing time, each put where it costs least),
 *      a farthest-first insertion and the nearest-neighbour route;
 *   2. local search on each (or-opt: move a run of 1–3 stops, forwards or reversed; 2-opt: reverse a stretch; swap
 *      two stops), every candidate checked against the windows and the day;
 *   3. a bounded iterated local search from the best (random double-bridge kicks from a seeded generator).
 * Routes are compared by minutes late (at windows and after the day's end) first, then metres, then driving minutes.
 *
 * The contract: the answer is never longer and never later than the stops in the order given. When the best route
 * found meets more windows but drives further than the given order, the default answer is instead the best route no
 * longer than the given order (a descent from it); `preferFeasible: true` returns the longer, more punctual one.
 *
 * Times are minutes since midnight of the tour's day; a window is when the mechanic may *start* the job there.
 */
import { estimateLeg, type LatLng, type Leg, type TravelMatrix } from './tour-distance';

export type StopId = string | number;

export type TourDepot = {
  /** The store the van leaves from and returns to. */
  location: LatLng;
  /** Minutes since midnight: earliest departure and latest return. */
  dayStart: number;
  dayEnd: number;
};

export type TourStopInput = {
  id: StopId;
  location: LatLng;
  /** Earliest start of the job, minutes since midnight (the van waits when early). */
  windowStart?: number | null;
  /** Latest start of the job (later is a violation). */
  windowEnd?: number | null;
  serviceMinutes: number;
};

/** A matrix over [depot, ...stops in the order given], or a function of two points. Default: estimated from coordinates. */
export type TravelSource = TravelMatrix | ((from: LatLng, to: LatLng) => Leg);

export type TourOptions = {
  /** Iterated local search rounds after the first descent (default 10 + 2 per stop, at most 100). */
  iterations?: number;
  /** Seed of the perturbations (default 1): another seed may find another route of equal quality. */
  seed?: number;
  /** Return the most punctual route even when it drives further than the order given (default false). */
  preferFeasible?: boolean;
  /** Stops scheduled while searching before it settles for the best found (default 5 million, about 120 ms). */
  workLimit?: number;
};

export type TourProblem = {
  depot: TourDepot;
  /** In their current order (the order the tour has now): the route to beat. */
  stops: TourStopInput[];
  travel?: TravelSource;
  options?: TourOptions;
};

export type PlannedStop = {
  id: StopId;
  /** Minutes since midnight. */
  arrival: number;
  serviceStart: number;
  departure: number;
  waitMinutes: number;
  lateMinutes: number;
  /** The leg that led here. */
  legMeters: number;
  legMinutes: number;
  windowStart: number | null;
  windowEnd: number | null;
};

export type TourViolation = { kind: 'late'; stopId: StopId; minutes: number } | { kind: 'overtime'; minutes: number };

export type TourFigures = {
  distanceMeters: number;
  /** From leaving the store to coming back (driving, jobs and waiting). */
  durationMinutes: number;
  drivingMinutes: number;
  lateMinutes: number;
  feasible: boolean;
};

export type TourPlan = TourFigures & {
  stops: PlannedStop[];
  order: StopId[];
  /** Leaving the store (as late as the windows allow, so the van does not wait at the first stop) and coming back. */
  departure: number;
  returnAt: number;
  returnLegMeters: number;
  returnLegMinutes: number;
  violations: TourViolation[];
  /** The order given, scheduled the same way. */
  before: TourFigures;
  /** Nothing better than the order given was found. */
  keptInputOrder: boolean;
};

const EPS = 1e-9;

/**
 * Candidate stops examined (one unit per stop scheduled), shared by all the local searches of one call: the
 * perturbation rounds stop when it reaches the limit, and a descent stops too. Counted, not timed, so that the
 * answer does not depend on the machine's load.
 */
type Work = { steps: number; limit: number };
const DEFAULT_WORK_LIMIT = 5_000_000;

type Cost = { late: number; meters: number; minutes: number };

const better = (a: Cost, b: Cost) =>
  a.late < b.late - EPS ||
  (Math.abs(a.late - b.late) <= EPS &&
    (a.meters < b.meters - EPS || (Math.abs(a.meters - b.meters) <= EPS && a.minutes < b.minutes - EPS)));

/** The problem in flat arrays: index 0 is the depot, i + 1 the i-th stop given. */
type Model = {
  n: number;
  size: number;
  meters: Float64Array;
  minutes: Float64Array;
  open: Float64Array;
  close: Float64Array;
  service: Float64Array;
  dayStart: number;
  dayEnd: number;
};

function buildModel(problem: TourProblem): Model {
  const { depot, stops } = problem;
  const n = stops.length;
  const size = n + 1;
  if (!(depot.dayEnd >= depot.dayStart)) throw new RangeError('the day ends before it starts');
  const ids = new Set(stops.map((s) => String(s.id)));
  if (ids.size !== n) throw new RangeError('two stops have the same id');
  const points = [depot.location, ...stops.map((s) => s.location)];
  const meters = new Float64Array(size * size);
  const minutes = new Float64Array(size * size);
  const travel = problem.travel ?? ((a: LatLng, b: LatLng) => estimateLeg(a, b));
  if (typeof travel === 'function') {
    for (let i = 0; i < size; i++) {
      for (let j = 0; j < size; j++) {
        if (i === j) continue;
        const leg = travel(points[i], points[j]);
        if (!Number.isFinite(leg.meters) || !Number.isFinite(leg.minutes) || leg.meters < 0 || leg.minutes < 0)
          throw new RangeError(`no usable leg from point ${i} to point ${j}`);
        meters[i * size + j] = leg.meters;
        minutes[i * size + j] = leg.minutes;
      }
    }
  } else {
    if (travel.meters.length !== size || travel.minutes.length !== size)
      throw new RangeError(`the travel matrix must be ${size} × ${size} (depot first, then the stops)`);
    for (let i = 0; i < size; i++) {
      for (let j = 0; j < size; j++) {
        const m = travel.meters[i][j];
        const t = travel.minutes[i][j];
        if (i !== j && (!Number.isFinite(m) || !Number.isFinite(t) || m < 0 || t < 0))
          throw new RangeError(`no usable leg from point ${i} to point ${j}`);
        meters[i * size + j] = i === j ? 0 : m;
        minutes[i * size + j] = i === j ? 0 : t;
      }
    }
  }
  const open = new Float64Array(size).fill(-Infinity);
  const close = new Float64Array(size).fill(Infinity);
  const service = new Float64Array(size);
  stops.forEach((s, i) => {
    if (s.windowStart != null) open[i + 1] = s.windowStart;
    if (s.windowEnd != null) close[i + 1] = s.windowEnd;
    if (open[i + 1] > close[i + 1]) throw new RangeError(`stop ${s.id}: the window closes before it opens`);
    if (!(s.serviceMinutes >= 0)) throw new RangeError(`stop ${s.id}: the service duration must be zero or more`);
    service[i + 1] = s.serviceMinutes;
  });
  return { n, size, meters, minutes, open, close, service, dayStart: depot.dayStart, dayEnd: depot.dayEnd };
}

function evaluate(m: Model, route: ArrayLike<number>): Cost {
  const { size, meters, minutes, open, close, service } = m;
  let t = m.dayStart;
  let prev = 0;
  let late = 0;
  let dist = 0;
  let drive = 0;
  for (let k = 0; k < route.length; k++) {
    const s = route[k];
    const leg = minutes[prev * size + s];
    dist += meters[prev * size + s];
    drive += leg;
    t += leg;
    if (t < open[s]) t = open[s];
    if (t > close[s]) late += t - close[s];
    t += service[s];
    prev = s;
  }
  const back = minutes[prev * size];
  dist += meters[prev * size];
  drive += back;
  t += back;
  if (t > m.dayEnd) late += t - m.dayEnd;
  return { late, meters: dist, minutes: drive };
}

/** Mulberry32: the perturbations' deterministic random. */
function seeded(seed: number) {
  let a = seed | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Local search: or-opt (runs of 1–3, both ways), 2-opt and swap, first improvement, until none improves. */
function descend(m: Model, start: number[], work: Work, cap?: Cost): { route: number[]; cost: Cost } {
  const n = start.length;
  const route = start.slice();
  if (n < 2) return { route, cost: evaluate(m, route) };
  const { size, meters: D, minutes: T, open, close, service } = m;
  const scratch = new Int32Array(n);
  const fwd = new Float64Array(n);
  const bwd = new Float64Array(n);
  // The current route's running state after its first k stops (k = 0: leaving the store).
  const leaveAt = new Float64Array(n + 1);
  const lateAt = new Float64Array(n + 1);
  const metersAt = new Float64Array(n + 1);
  const drivingAt = new Float64Array(n + 1);
  let cost = evaluate(m, route);
  const at = (k: number) => (k < 0 || k >= n ? 0 : route[k]);
  const d = (a: number, b: number) => D[a * size + b];
  const refresh = () => {
    for (let k = 1; k < n; k++) {
      fwd[k] = fwd[k - 1] + d(route[k - 1], route[k]);
      bwd[k] = bwd[k - 1] + d(route[k], route[k - 1]);
    }
    leaveAt[0] = m.dayStart;
    let prev = 0;
    for (let k = 0; k < n; k++) {
      const s = route[k];
      let t = leaveAt[k] + T[prev * size + s];
      if (t < open[s]) t = open[s];
      lateAt[k + 1] = lateAt[k] + (t > close[s] ? t - close[s] : 0);
      leaveAt[k + 1] = t + service[s];
      metersAt[k + 1] = metersAt[k] + D[prev * size + s];
      drivingAt[k + 1] = drivingAt[k] + T[prev * size + s];
      prev = s;
    }
  };
  /** The candidate in `scratch`, same as the route before position `from`; null as soon as it cannot beat the route. */
  const tryCandidate = (from: number): Cost | null => {
    let t = leaveAt[from];
    let late = lateAt[from];
    let dist = metersAt[from];
    let drive = drivingAt[from];
    let prev = from === 0 ? 0 : route[from - 1];
    const bestLate = cost.late;
    const bestMeters = cost.meters;
    work.steps += n - from + 1;
    for (let k = from; k < n; k++) {
      const s = scratch[k];
      const leg = T[prev * size + s];
      dist += D[prev * size + s];
      drive += leg;
      t += leg;
      if (t < open[s]) t = open[s];
      if (t > close[s]) late += t - close[s];
      // Lateness and metres only grow along the route: stop once it cannot win.
      if (late > bestLate + EPS || (late >= bestLate - EPS && dist > bestMeters + EPS)) return null;
      t += service[s];
      prev = s;
    }
    const back = T[prev * size];
    dist += D[prev * size];
    drive += back;
    t += back;
    if (t > m.dayEnd) late += t - m.dayEnd;
    const c = { late, meters: dist, minutes: drive };
    return better(c, cost) && (!cap || (c.late <= cap.late + EPS && c.meters <= cap.meters + EPS)) ? c : null;
  };
  // When no stop is late, only a move that drives no further can win: the metre delta (O(1)) screens the rest.
  const worthTrying = (delta: number) => cost.late > EPS || delta <= EPS;
  const accept = (c: Cost) => {
    for (let k = 0; k < n; k++) route[k] = scratch[k];
    cost = c;
    refresh();
  };

  refresh();
  // Passes over every move until one pass changes nothing; after a change the pass goes on from the next position.
  let improved = true;
  while (improved && work.steps < work.limit) {
    improved = false;
    // Or-opt: the run route[i..i+len-1] goes before route[j] (j = n: at the end), as it is or reversed.
    for (let len = 1; len <= 3 && len < n; len++) {
      for (let i = 0; i + len <= n; i++) {
        const a = at(i - 1);
        const s0 = route[i];
        const sl = route[i + len - 1];
        const b = at(i + len);
        const removed = d(a, b) - d(a, s0) - d(sl, b);
        const inner = fwd[i + len - 1] - fwd[i];
        const innerReversed = bwd[i + len - 1] - bwd[i];
        let moved = false;
        for (let j = 0; j <= n && !moved; j++) {
          if (j >= i && j <= i + len) continue;
          const p = at(j - 1);
          const q = at(j);
          for (let reversed = 0; reversed < (len > 1 ? 2 : 1); reversed++) {
            const added = reversed ? d(p, sl) + d(s0, q) + innerReversed - inner : d(p, s0) + d(sl, q);
            if (!worthTrying(removed + added - d(p, q))) continue;
            let w = 0;
            for (let k = 0; k <= n; k++) {
              if (k === j) {
                if (reversed) for (let r = i + len - 1; r >= i; r--) scratch[w++] = route[r];
                else for (let r = i; r < i + len; r++) scratch[w++] = route[r];
              }
              if (k === n || (k >= i && k < i + len)) continue;
              scratch[w++] = route[k];
            }
            const c = tryCandidate(Math.min(i, j));
            if (c) {
              accept(c);
              improved = moved = true;
              break;
            }
          }
        }
      }
    }
    // 2-opt: reverse route[i..j].
    for (let i = 0; i < n - 1; i++) {
      for (let j = i + 1; j < n; j++) {
        const a = at(i - 1);
        const b = at(j + 1);
        const delta = d(a, route[j]) + d(route[i], b) - d(a, route[i]) - d(route[j], b) + (bwd[j] - bwd[i]) - (fwd[j] - fwd[i]);
        if (!worthTrying(delta)) continue;
        for (let k = 0; k < n; k++) scratch[k] = k < i || k > j ? route[k] : route[i + j - k];
        const c = tryCandidate(i);
        if (c) {
          accept(c);
          improved = true;
          break;
        }
      }
    }
    // Swap two stops that are not neighbours (neighbours are a 2-opt of two).
    for (let i = 0; i < n - 2; i++) {
      for (let j = i + 2; j < n; j++) {
        const ai = at(i - 1);
        const bi = route[i + 1];
        const aj = route[j - 1];
        const bj = at(j + 1);
        const x = route[i];
        const y = route[j];
        const delta = d(ai, y) + d(y, bi) - d(ai, x) - d(x, bi) + d(aj, x) + d(x, bj) - d(aj, y) - d(y, bj);
        if (!worthTrying(delta)) continue;
        for (let k = 0; k < n; k++) scratch[k] = route[k];
        scratch[i] = y;
        scratch[j] = x;
        const c = tryCandidate(i);
        if (c) {
          accept(c);
          improved = true;
          break;
        }
      }
    }
  }
  return { route, cost };
}

/** Stops by closing time (then opening time, then as given), each inserted where the route costs least. */
function insertion(m: Model, order: number[]): number[] {
  const route: number[] = [];
  for (const s of order) {
    let best: number[] | null = null;
    let bestCost: Cost | null = null;
    for (let p = 0; p <= route.length; p++) {
      const candidate = [...route.slice(0, p), s, ...route.slice(p)];
      const c = evaluate(m, candidate);
      if (!bestCost || better(c, bestCost)) {
        best = candidate;
        bestCost = c;
      }
    }
    route.splice(0, route.length, ...best!);
  }
  return route;
}

function nearestNeighbourRoute(m: Model): number[] {
  const left = new Set(Array.from({ length: m.n }, (_, i) => i + 1));
  const route: number[] = [];
  let prev = 0;
  while (left.size > 0) {
    let next = -1;
    for (const s of left) if (next < 0 || m.meters[prev * m.size + s] < m.meters[prev * m.size + next] - EPS) next = s;
    route.push(next);
    left.delete(next);
    prev = next;
  }
  return route;
}

/** Double bridge: cut in four and reconnect A C B D (a move local search cannot undo in one step). */
function kick(route: number[], random: () => number): number[] {
  const n = route.length;
  if (n < 8) {
    const r = route.slice();
    const i = Math.floor(random() * n);
    const j = Math.floor(random() * n);
    [r[i], r[j]] = [r[j], r[i]];
    return r;
  }
  const cuts = [1 + Math.floor(random() * (n - 3)), 1 + Math.floor(random() * (n - 3)), 1 + Math.floor(random() * (n - 3))].sort(
    (x, y) => x - y,
  );
  const [p, q, r] = [cuts[0], Math.max(cuts[1], cuts[0] + 1), Math.max(cuts[2], Math.max(cuts[1], cuts[0] + 1) + 1)];
  return [...route.slice(0, p), ...route.slice(q, r), ...route.slice(p, q), ...route.slice(r)];
}

/** The schedule of a route: departure as late as the windows allow (no earlier than the day's start). */
function schedule(m: Model, problem: TourProblem, route: number[]) {
  const { size, meters, minutes, open, close, service } = m;
  const run = (departure: number) => {
    let t = departure;
    let prev = 0;
    const stops: PlannedStop[] = [];
    for (const s of route) {
      const legMinutes = minutes[prev * size + s];
      const arrival = t + legMinutes;
      const serviceStart = Math.max(arrival, open[s]);
      const late = Math.max(0, serviceStart - close[s]);
      const input = problem.stops[s - 1];
      stops.push({
        id: input.id,
        arrival,
        serviceStart,
        departure: serviceStart + service[s],
        waitMinutes: serviceStart - arrival,
        lateMinutes: late,
        legMeters: meters[prev * size + s],
        legMinutes,
        windowStart: input.windowStart ?? null,
        windowEnd: input.windowEnd ?? null,
      });
      t = serviceStart + service[s];
      prev = s;
    }
    return { stops, returnAt: t + minutes[prev * size], returnLegMeters: meters[prev * size], returnLegMinutes: minutes[prev * size] };
  };
  const early = run(m.dayStart);
  // Leaving later by x absorbs waiting first; it may not make any stop (or the return) later than its limit.
  let shift = Infinity;
  let waited = 0;
  for (const s of early.stops) {
    waited += s.waitMinutes;
    const slack = s.windowEnd == null ? Infinity : Math.max(0, s.windowEnd - s.serviceStart);
    shift = Math.min(shift, waited + slack);
  }
  shift = Math.min(shift, waited, waited + Math.max(0, m.dayEnd - early.returnAt));
  const departure = m.dayStart + (shift > EPS && Number.isFinite(shift) ? shift : 0);
  return { departure, ...(departure === m.dayStart ? early : run(departure)) };
}

const round1 = (x: number) => Math.round(x * 10) / 10;

function figures(m: Model, problem: TourProblem, route: number[]) {
  const cost = evaluate(m, route);
  const plan = schedule(m, problem, route);
  const violations: TourViolation[] = [];
  for (const s of plan.stops) if (s.lateMinutes > EPS) violations.push({ kind: 'late', stopId: s.id, minutes: round1(s.lateMinutes) });
  if (plan.returnAt > m.dayEnd + EPS) violations.push({ kind: 'overtime', minutes: round1(plan.returnAt - m.dayEnd) });
  const summary: TourFigures = {
    distanceMeters: Math.round(cost.meters),
    durationMinutes: round1(plan.returnAt - plan.departure),
    drivingMinutes: round1(cost.minutes),
    lateMinutes: round1(cost.late),
    feasible: cost.late <= EPS,
  };
  return { cost, plan, violations, summary };
}

function toPlan(m: Model, problem: TourProblem, route: number[], input: number[]): TourPlan {
  const after = figures(m, problem, route);
  const before = figures(m, problem, input);
  const { plan } = after;
  return {
    ...after.summary,
    stops: plan.stops.map((s) => ({
      ...s,
      arrival: round1(s.arrival),
      serviceStart: round1(s.serviceStart),
      departure: round1(s.departure),
      waitMinutes: round1(s.waitMinutes),
      lateMinutes: round1(s.lateMinutes),
      legMeters: Math.round(s.legMeters),
      legMinutes: round1(s.legMinutes),
    })),
    order: plan.stops.map((s) => s.id),
    departure: round1(plan.departure),
    returnAt: round1(plan.returnAt),
    returnLegMeters: Math.round(plan.returnLegMeters),
    returnLegMinutes: round1(plan.returnLegMinutes),
    violations: after.violations,
    before: before.summary,
    keptInputOrder: route.every((s, k) => s === input[k]),
  };
}

/** Orders the stops (see the file's comment). Never longer, never later than the order given. */
export function optimiseTour(problem: TourProblem): TourPlan {
  const m = buildModel(problem);
  const n = m.n;
  const input = Array.from({ length: n }, (_, i) => i + 1);
  if (n < 2) return toPlan(m, problem, input, input);
  const byClosing = input.slice().sort((a, b) => m.close[a] - m.close[b] || m.open[a] - m.open[b] || a - b);
  const depotMeters = (s: number) => m.meters[s] + m.meters[s * m.size];
  const farthestFirst = input.slice().sort((a, b) => depotMeters(b) - depotMeters(a) || a - b);
  // Local search from the two best start routes (a poor start costs many small moves and rarely ends best).
  const starts = [input, insertion(m, byClosing), insertion(m, farthestFirst), nearestNeighbourRoute(m)]
    .map((route) => ({ route, cost: evaluate(m, route) }))
    .sort((x, y) => (better(x.cost, y.cost) ? -1 : better(y.cost, x.cost) ? 1 : 0));
  const work: Work = { steps: 0, limit: problem.options?.workLimit ?? DEFAULT_WORK_LIMIT };
  let best = descend(m, starts[0].route, work);
  const second = descend(m, starts[1].route, work);
  if (better(second.cost, best.cost)) best = second;
  // Iterated local search from the best: kick, descend, keep when better.
  const random = seeded(problem.options?.seed ?? 1);
  const rounds = problem.options?.iterations ?? Math.min(100, 10 + 2 * n);
  let current = best;
  for (let k = 0; k < rounds && work.steps < work.limit; k++) {
    const found = descend(m, kick(current.route, random), work);
    if (better(found.cost, current.cost)) current = found;
    if (better(current.cost, best.cost)) best = current;
  }
  const given = evaluate(m, input);
  let route = best.route;
  if (!problem.options?.preferFeasible && best.cost.meters > given.meters + EPS) {
    // More punctual but further: the default keeps to "never longer" and descends from the order given instead.
    route = descend(m, input, { steps: 0, limit: work.limit }, given).route;
  }
  // The order given wins ties: nothing moves unless it is strictly better.
  if (!better(evaluate(m, route), given)) route = input;
  return toPlan(m, problem, route, input);
}

/**
 * The best of some candidate orders (an external engine's answer) and the order given, by the same rule as
 * optimiseTour: fewest minutes late, then fewest metres, never longer than the order given unless `preferFeasible`.
 * A candidate's unknown ids are ignored, a repeated id counts once, and stops it left out follow in the order given.
 */
export function chooseTourOrder(problem: TourProblem, candidates: StopId[][]): TourPlan {
  const m = buildModel(problem);
  const input = Array.from({ length: m.n }, (_, i) => i + 1);
  const indexOf = new Map(problem.stops.map((s, i) => [String(s.id), i + 1]));
  const given = evaluate(m, input);
  let route = input;
  let cost = given;
  for (const candidate of candidates) {
    const seen = new Set<number>();
    for (const id of candidate) {
      const index = indexOf.get(String(id));
      if (index !== undefined) seen.add(index);
    }
    const order = [...seen, ...input.filter((i) => !seen.has(i))];
    const c = evaluate(m, order);
    if (better(c, cost) && (problem.options?.preferFeasible || c.meters <= given.meters + EPS)) {
      route = order;
      cost = c;
    }
  }
  return toPlan(m, problem, route, input);
}

/** The nearest-neighbour route (closest next stop by distance, windows ignored), scheduled: the baseline to compare with. */
export function nearestNeighbourTour(problem: TourProblem): TourPlan {
  const m = buildModel(problem);
  const input = Array.from({ length: m.n }, (_, i) => i + 1);
  return toPlan(m, problem, nearestNeighbourRoute(m), input);
}

/** The stops in the order given, scheduled (what the tour costs now). */
export function scheduleTour(problem: TourProblem): TourPlan {
  const m = buildModel(problem);
  const input = Array.from({ length: m.n }, (_, i) => i + 1);
  return toPlan(m, problem, input, input);
}

/** "08:30" → 510. */
export function clockToMinutes(clock: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(clock);
  if (!match || Number(match[1]) > 24 || Number(match[2]) > 59) throw new RangeError(`not a time of day: ${clock}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** 510 → "08:30" (rounded to the minute). */
export function minutesToClock(minutes: number): string {
  const whole = Math.round(minutes);
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}
