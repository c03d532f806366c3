import cluster from 'node:cluster';
import crypto from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AggregatorRegistry, Counter, Gauge, Histogram, Registry, collectDefaultMetrics, type Aggregator } from 'prom-client';
import type { Database } from '../db/client';
import { AppError } from './errors';

/**
 * Prometheus metrics (GET /metrics). One registry per process; tests that build several apps in one process share it
 * (their gauges replace each other's by name). With WORKERS=n the process that answers a scrape asks the primary,
 * which gathers every worker's registry and adds them up (issue 24 point 13, decision 071): counters no longer seem
 * to reset from one scrape to the next, whichever worker the scrape lands on.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: 'veloport_' });
// A worker answers the primary's gathering with this registry (prom-client's cluster protocol: constructing an
// AggregatorRegistry is what makes a worker listen for the primary's requests).
if (cluster.isWorker) {
  AggregatorRegistry.setRegistries([metricsRegistry]);
  new AggregatorRegistry();
}

const ASK = 'veloport:metrics-request';
const ANSWER = 'veloport:metrics-answer';
type MetricsAnswer = { type: typeof ANSWER; id: number; text?: string; error?: string };

/**
 * In the primary of WORKERS=n: answers a worker's request for the whole cluster's metrics (the primary serves no
 * HTTP itself; any worker may receive the scrape). Call once, before forking.
 */
export function aggregateWorkerMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: number }) => {
    if (message?.type !== ASK || typeof message.id !== 'number') return;
    const id = message.id;
    aggregator.clusterMetrics().then(
      (text) => worker.isConnected() && worker.send({ type: ANSWER, id, text } satisfies MetricsAnswer),
      (error: Error) => worker.isConnected() && worker.send({ type: ANSWER, id, error: error.message } satisfies MetricsAnswer),
    );
  });
}

let asked = 0;
/** The cluster's metrics through the primary, or this process's own when it runs alone. */
function clusterMetrics(): Promise<string> {
  if (!cluster.isWorker || !process.send) return metricsRegistry.metrics();
  const id = ++asked;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error('the primary did not answer with the metrics')), 10_000);
    const onMessage = (message: MetricsAnswer) => {
      if (message?.type === ANSWER && message.id === id) finish(message.error ? new Error(message.error) : null, message.text);
    };
    function finish(error: Error | null, text?: string) {
      clearTimeout(timer);
      process.off('message', onMessage);
      if (error) reject(error);
      else resolve(text ?? '');
    }
    process.on('message', onMessage);
    process.send!({ type: ASK, id });
  });
}

const BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const httpRequests = new Counter({
  name: 'veloport_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  registers: [metricsRegistry],
});
const httpDuration = new Histogram({
  name: 'veloport_http_request_duration_seconds',
  help: 'Time from receiving a request to sending its answer, by method, route pattern and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: BUCKETS_SECONDS,
  registers: [metricsRegistry],
});

/**
 * The last hour of this process's answers, one slot per minute with the histogram's buckets (issue 30, decision
 * 092): the monitor's error count and p95 latency. The counters above never reset (Prometheus takes differences);
 * this window is what a screen can read without a Prometheus server.
 */
type MinuteSlot = { minute: number; requests: number; errors: number; buckets: number[] };
const recent: MinuteSlot[] = [];
function recordRecent(at: number, seconds: number, status: number) {
  const minute = Math.floor(at / 60_000);
  let slot = recent.at(-1);
  if (!slot || slot.minute !== minute) {
    slot = { minute, requests: 0, errors: 0, buckets: Array(BUCKETS_SECONDS.length + 1).fill(0) };
    recent.push(slot);
    while (recent.length > 0 && recent[0]!.minute <= minute - 60) recent.shift();
  }
  slot.requests++;
  if (status >= 500) slot.errors++;
  const index = BUCKETS_SECONDS.findIndex((bound) => seconds <= bound);
  slot.buckets[index === -1 ? BUCKETS_SECONDS.length : index]!++;
}

/**
 * Requests, server errors (5xx) and the 95th percentile latency in ms of the last 60 minutes up to `now`; the
 * percentile is interpolated inside its bucket as Prometheus' histogram_quantile does (null without requests).
 */
export function lastHourOfRequests(now: Date = new Date()) {
  const minute = Math.floor(now.getTime() / 60_000);
  const slots = recent.filter((s) => s.minute > minute - 60 && s.minute <= minute);
  const requests = slots.reduce((n, s) => n + s.requests, 0);
  const errors = slots.reduce((n, s) => n + s.errors, 0);
  if (requests === 0) return { requests, errors, p95LatencyMs: null };
  const counts = BUCKETS_SECONDS.map((_, i) => slots.reduce((n, s) => n + s.buckets[i]!, 0));
  const rank = 0.95 * requests;
  let below = 0;
  for (let i = 0; i < counts.length; i++) {
    if (below + counts[i]! >= rank) {
      const lower = i === 0 ? 0 : BUCKETS_SECONDS[i - 1]!;
      const share = counts[i] === 0 ? 0 : (rank - below) / counts[i]!;
      return { requests, errors, p95LatencyMs: Math.round((lower + (BUCKETS_SECONDS[i]! - lower) * share) * 1000) };
    }
    below += counts[i]!;
  }
  // Beyond the last bucket: its bound is all a histogram can say.
  return { requests, errors, p95LatencyMs: BUCKETS_SECONDS.at(-1)! * 1000 };
}

export type GaugeSample = { labels: Record<string, string>; value: number };
const gauges = new Map<string, { collect: () => number | GaugeSample[] | Promise<number | GaugeSample[]> }>();

/**
 * A gauge read at each scrape: `collect` answers a number, or one value per label set (declare the label names).
 * Registering a name again replaces its collect function, so a rebuilt app (tests, reloads) never throws.
 * Stable entry point for other code (e.g. the jobs' queue depth). `aggregator`: how the workers' values add up under
 * WORKERS=n: `sum` for what each process has (its connections), `max` for what each reads from the shared database.
 */
export function registerGauge(
  name: string,
  help: string,
  collect: () => number | GaugeSample[] | Promise<number | GaugeSample[]>,
  labelNames: string[] = [],
  aggregator: Aggregator = 'sum',
): void {
  const known = gauges.get(name);
  if (known) {
    known.collect = collect;
    return;
  }
  const entry = { collect };
  gauges.set(name, entry);
  new Gauge({
    name,
    help,
    labelNames,
    aggregator,
    registers: [metricsRegistry],
    async collect() {
      const value = await entry.collect();
      this.reset();
      if (typeof value === 'number') this.set(value);
      else for (const sample of value) this.set(sample.labels, sample.value);
    },
  });
}

// Scrapers on the machine or the private network (Prometheus beside the app) need no secret; anyone else needs METRICS_TOKEN.
const privateNetworks = new net.BlockList();
privateNetworks.addSubnet('127.0.0.0', 8, 'ipv4');
privateNetworks.addSubnet('10.0.0.0', 8, 'ipv4');
privateNetworks.addSubnet('172.16.0.0', 12, 'ipv4');
privateNetworks.addSubnet('192.168.0.0', 16, 'ipv4');
privateNetworks.addAddress('::1', 'ipv6');
privateNetworks.addSubnet('fc00::', 7, 'ipv6');

/** The socket's peer, never X-Forwarded-For: a forwarded header is whatever the caller wrote. */
export function isPrivatePeer(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (v4 || net.isIPv4(address)) return privateNetworks.check(v4 ?? address, 'ipv4');
  return net.isIPv6(address) && privateNetworks.check(address, 'ipv6');
}

function tokenMatches(request: FastifyRequest, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!given) return false;
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(token).digest();
  return crypto.timingSafeEqual(a, b);
}

export function registerMetrics(app: FastifyInstance, options: { token: string | undefined; database: Database }): void {
  const { database } = options;
  registerGauge(
    'veloport_db_pool_connections',
    'Database connections by state (PostgreSQL pool: total and idle; the embedded PGlite is one in-process connection)',
    () => {
      const stats = database.poolStats();
      return [
        { labels: { state: 'total' }, value: stats.total },
        ...(stats.idle === undefined ? [] : [{ labels: { state: 'idle' }, value: stats.idle }]),
      ];
    },
    ['state'],
  );
  registerGauge(
    'veloport_db_pool_waiting_requests',
    'Queries waiting for a free PostgreSQL connection (0 on PGlite, which queues inside its one connection)',
    () => database.poolStats().waiting ?? 0,
  );

  app.addHook('onResponse', async (request, reply) => {
    // The route pattern (/api/users/:id), never the raw address: one series per route, not per id.
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) };
    httpRequests.inc(labels);
    httpDuration.observe(labels, reply.elapsedTime / 1000);
    recordRecent(Date.now(), reply.elapsedTime / 1000, reply.statusCode);
  });

  app.get('/metrics', { config: { access: { public: true } }, schema: { hide: true } }, async (request, reply) => {
    if (!isPrivatePeer(request.socket.remoteAddress)) {
      if (!options.token) throw new AppError(403, 'forbidden', 'Metrics are served to private networks, or with METRICS_TOKEN');
      if (!tokenMatches(request, options.token)) throw new AppError(401, 'unauthenticated', 'Send Authorization: Bearer <METRICS_TOKEN>');
    }
    return reply.type(metricsRegistry.contentType).send(await clusterMetrics());
  });
}
