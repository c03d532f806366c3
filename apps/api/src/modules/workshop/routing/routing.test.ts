/**
 * The routing adapters against real HTTP servers on this machine that answer like OSRM, VROOM and Nominatim (the
 * real ones sit outside our border): what we send, and how we read the answer back.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { estimateLeg, type TourProblem } from '@veloport/domain';
import { loadConfig } from '../../../config';
import { createGeocoder, createNominatimGeocoder, noGeocoder } from './geocoder';
import { createOsrmEngine } from './osrm-engine';
import { createRoutingEngine } from './routing-engine';
import { createVroomEngine } from './vroom-engine';

type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string; at: number };
const servers: http.Server[] = [];

async function fakeServer(answer: (req: Seen) => { status?: number; json: unknown }) {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const request = { method: req.method!, url: req.url!, headers: req.headers, body, at: Date.now() };
      seen.push(request);
      const { status = 200, json } = answer(request);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

const store = { lat: 50.6326, lng: 5.5797 }; // Liège
const a = { lat: 50.64, lng: 5.6 };
const b = { lat: 50.62, lng: 5.55 };
const c = { lat: 50.65, lng: 5.57 };

/** The depot and three stops; on the fake road network a → b is a long detour (a river) and c sits between them. */
function problem(): TourProblem {
  return {
    depot: { location: store, dayStart: 8 * 60, dayEnd: 17 * 60 },
    stops: [
      { id: 'a', location: a, serviceMinutes: 20, windowStart: 9 * 60, windowEnd: 11 * 60 },
      { id: 'b', location: b, serviceMinutes: 30 },
      { id: 'c', location: c, serviceMinutes: 15, windowEnd: 12 * 60 },
    ],
  };
}
// Road metres between [store, a, b, c] as the fake OSRM tells them.
const roads = [
  [0, 2000, 3000, 2500],
  [2000, 0, 9000, 1500],
  [3000, 9000, 0, 1800],
  [2500, 1500, 1800, 0],
];

function osrmTable(req: Seen) {
  const n = decodeURIComponent(req.url.split('?')[0]!.split('/').pop()!).split(';').length;
  return {
    json: {
      code: 'Ok',
      durations: roads.slice(0, n).map((row) => row.slice(0, n).map((m) => m / 10)), // 10 m/s
      distances: roads.slice(0, n).map((row) => row.slice(0, n)),
      sources: [],
      destinations: [],
    },
  };
}

describe('OSRM adapter', () => {
  it('asks the table service for durations and distances between lng,lat pairs and reads seconds as minutes', async () => {
    const osrm = await fakeServer(osrmTable);
    const engine = createOsrmEngine({ url: osrm.url, profile: 'driving' });
    const matrix = await engine.matrix([store, a]);
    expect(osrm.seen).toHaveLength(1);
    expect(osrm.seen[0]!.method).toBe('GET');
    expect(osrm.seen[0]!.url).toBe('/table/v1/driving/5.579700,50.632600;5.600000,50.640000?annotations=duration,distance');
    expect(matrix).toEqual({
      meters: [
        [0, 2000],
        [2000, 0],
      ],
      minutes: [
        [0, 200 / 60],
        [200 / 60, 0],
      ],
    });
  });

  it('orders the stops on the road distances, not the straight lines', async () => {
    const osrm = await fakeServer(osrmTable);
    const plan = await createOsrmEngine({ url: osrm.url }).optimise(problem());
    expect(plan.engine).toBe('osrm');
    // Given a, b, c: 2000 + 9000 + 1800 + 2500 = 15,300 m. Across the bridge at c: a, c, b = 2000 + 1500 + 1800 + 3000.
    expect(plan.before.distanceMeters).toBe(15_300);
    expect([
      ['a', 'c', 'b'],
      ['b', 'c', 'a'],
    ]).toContainEqual(plan.order); // the same loop either way
    expect(plan.distanceMeters).toBe(8300);
    expect(plan.feasible).toBe(true);
  });

  it('fills a pair OSRM cannot join with the estimate from coordinates', async () => {
    const osrm = await fakeServer(() => ({
      json: {
        code: 'Ok',
        durations: [
          [0, null],
          [120, 0],
        ],
        distances: [
          [0, null],
          [1000, 0],
        ],
      },
    }));
    const matrix = await createOsrmEngine({ url: osrm.url }).matrix([store, a]);
    expect(matrix.meters[0]![1]).toBe(estimateLeg(store, a).meters);
    expect(matrix.meters[1]![0]).toBe(1000);
    expect(matrix.minutes[1]![0]).toBe(2);
  });

  it('says what OSRM refused', async () => {
    const osrm = await fakeServer(() => ({
      status: 400,
      json: { code: 'InvalidQuery', message: 'Query string malformed close to position 32' },
    }));
    await expect(createOsrmEngine({ url: osrm.url }).matrix([store, a])).rejects.toThrow(/InvalidQuery.*malformed/);
  });
});

describe('VROOM adapter', () => {
  it('posts one van from the store for the day and a job per stop with its window and service, in seconds, on our matrix', async () => {
    const vroom = await fakeServer(() => ({
      json: {
        code: 0,
        summary: { cost: 0, unassigned: 0 },
        unassigned: [],
        routes: [
          {
            vehicle: 1,
            cost: 0,
            steps: [
              { type: 'start', arrival: 28_800 },
              { type: 'job', id: 1, arrival: 32_400 },
              { type: 'job', id: 3, arrival: 34_000 },
              { type: 'job', id: 2, arrival: 36_000 },
              { type: 'end', arrival: 40_000 },
            ],
          },
        ],
      },
    }));
    const osrm = await fakeServer(osrmTable);
    const osrmEngine = createOsrmEngine({ url: osrm.url });
    const plan = await createVroomEngine({ url: vroom.url, matrix: (points) => osrmEngine.matrix(points) }).optimise(problem());
    expect(vroom.seen).toHaveLength(1);
    const sent = JSON.parse(vroom.seen[0]!.body);
    expect(vroom.seen[0]!.method).toBe('POST');
    expect(vroom.seen[0]!.headers['content-type']).toBe('application/json');
    expect(sent.vehicles).toEqual([
      {
        id: 1,
        profile: 'car',
        start: [5.5797, 50.6326],
        end: [5.5797, 50.6326],
        start_index: 0,
        end_index: 0,
        time_window: [28_800, 61_200],
      },
    ]);
    expect(sent.jobs).toEqual([
      { id: 1, description: 'a', location: [5.6, 50.64], location_index: 1, service: 1200, time_windows: [[32_400, 39_600]] },
      { id: 2, description: 'b', location: [5.55, 50.62], location_index: 2, service: 1800 },
      { id: 3, description: 'c', location: [5.57, 50.65], location_index: 3, service: 900, time_windows: [[0, 43_200]] },
    ]);
    expect(sent.matrices.car.distances).toEqual(roads);
    expect(sent.matrices.car.durations[1][2]).toBe(900);
    expect(plan).toMatchObject({ engine: 'vroom', order: ['a', 'c', 'b'], distanceMeters: 8300, before: { distanceMeters: 15_300 } });
  });

  it('keeps the order given when VROOM answers worse, and puts the stops it left unassigned after the others', async () => {
    const worse = await fakeServer(() => ({
      json: {
        code: 0,
        unassigned: [],
        routes: [
          {
            vehicle: 1,
            steps: [{ type: 'start' }, { type: 'job', id: 2 }, { type: 'job', id: 1 }, { type: 'job', id: 3 }, { type: 'end' }],
          },
        ],
      },
    }));
    const matrix = async () => ({ meters: roads, minutes: roads.map((row) => row.map((m) => m / 600)) });
    const kept = await createVroomEngine({ url: worse.url, matrix }).optimise(problem());
    expect(kept.keptInputOrder).toBe(true);
    expect(kept.order).toEqual(['a', 'b', 'c']);
    // An older VROOM names the job `job`; b could not be fitted and comes last.
    const partial = await fakeServer(() => ({
      json: {
        code: 0,
        unassigned: [{ id: 2 }],
        routes: [{ vehicle: 1, steps: [{ type: 'start' }, { type: 'job', job: 1 }, { type: 'job', job: 3 }, { type: 'end' }] }],
      },
    }));
    expect((await createVroomEngine({ url: partial.url, matrix }).optimise(problem())).order).toEqual(['a', 'c', 'b']);
  });

  it('says what VROOM refused', async () => {
    const vroom = await fakeServer(() => ({ status: 400, json: { code: 2, error: 'Invalid vehicles.' } }));
    const engine = createVroomEngine({ url: vroom.url, matrix: async () => ({ meters: roads, minutes: roads }) });
    await expect(engine.optimise(problem())).rejects.toThrow(/code 2.*Invalid vehicles/);
  });
});

describe('choosing the engine', () => {
  const routing = (env: Record<string, string>) => loadConfig({ ...env, NODE_ENV: 'test' }).routing;

  it('is embedded by default, on distances estimated from coordinates', async () => {
    const engine = createRoutingEngine(routing({}));
    expect(engine.name).toBe('embedded');
    const plan = await engine.optimise(problem());
    expect(plan.engine).toBe('embedded');
    expect(plan.before.distanceMeters).toBeGreaterThanOrEqual(plan.distanceMeters);
    expect((await engine.matrix([store, a])).meters[0]![1]).toBe(estimateLeg(store, a).meters);
  });

  it('uses OSRM or VROOM when configured, and refuses one without its URL', async () => {
    const osrm = await fakeServer(osrmTable);
    expect((await createRoutingEngine(routing({ ROUTING_ENGINE: 'osrm', OSRM_URL: `${osrm.url}/` })).optimise(problem())).engine).toBe(
      'osrm',
    );
    const vroom = await fakeServer(() => ({
      json: {
        code: 0,
        routes: [
          {
            vehicle: 1,
            steps: [
              { type: 'job', id: 1 },
              { type: 'job', id: 3 },
              { type: 'job', id: 2 },
            ],
          },
        ],
      },
    }));
    const withBoth = createRoutingEngine(routing({ ROUTING_ENGINE: 'vroom', VROOM_URL: vroom.url, OSRM_URL: osrm.url }));
    const plan = await withBoth.optimise(problem());
    expect(plan).toMatchObject({ engine: 'vroom', distanceMeters: 8300 });
    expect(osrm.seen.length).toBe(2); // VROOM's matrix came from OSRM
    expect(() => routing({ ROUTING_ENGINE: 'osrm' })).toThrow(/OSRM_URL/);
    expect(() => routing({ ROUTING_ENGINE: 'vroom' })).toThrow(/VROOM_URL/);
  });

  it('falls back to the embedded optimiser when the engine is down, and says why', async () => {
    const gone = await fakeServer(() => ({ json: {} }));
    await new Promise((resolve) => servers.pop()!.close(resolve));
    const warnings: string[] = [];
    const engine = createRoutingEngine(routing({ ROUTING_ENGINE: 'osrm', OSRM_URL: gone.url }), { warn: (m) => warnings.push(m) });
    const plan = await engine.optimise(problem());
    expect(plan.engine).toBe('embedded');
    expect(plan.fallback).toMatch(/^osrm: 127\.0\.0\.1:\d+ did not answer/);
    expect(warnings).toHaveLength(1);
    expect(plan.order).toHaveLength(3);
  });
});

describe('geocoder', () => {
  it('finds nothing without a configured geocoder (addresses are placed by hand)', async () => {
    const geocoder = createGeocoder({ geocoderUrl: undefined, publicUrl: 'https://portal.example' });
    expect(geocoder).toBe(noGeocoder);
    expect(await geocoder.geocode('Place Saint-Lambert 1, 4000 Liège')).toBeNull();
  });

  it('asks Nominatim for one Belgian match, as Veloport, in the language asked, and reads lat/lon', async () => {
    const nominatim = await fakeServer((req) => ({
      json: req.url.includes('Nowhere')
        ? []
        : [
            {
              place_id: 1,
              lat: '50.6451',
              lon: '5.5734',
              display_name: 'Place Saint-Lambert, Liège, 4000, België / Belgique / Belgien',
              importance: 0.6,
            },
          ],
    }));
    const geocoder = createGeocoder({ geocoderUrl: `${nominatim.url}/`, publicUrl: 'https://portal.example' });
    expect(await geocoder.geocode('  Place Saint-Lambert 1,  4000 Liège ', { language: 'nl' })).toEqual({
      lat: 50.6451,
      lng: 5.5734,
      label: 'Place Saint-Lambert, Liège, 4000, België / Belgique / Belgien',
    });
    const [req] = nominatim.seen;
    const url = new URL(req!.url, nominatim.url);
    expect(url.pathname).toBe('/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'Place Saint-Lambert 1, 4000 Liège',
      format: 'jsonv2',
      limit: '1',
      addressdetails: '0',
      countrycodes: 'be',
    });
    expect(req!.headers['user-agent']).toBe('Veloport/1.0 (+https://portal.example)');
    expect(req!.headers['accept-language']).toBe('nl');
    expect(await geocoder.geocode('Nowhere 99')).toBeNull();
  });

  it('keeps answers, and sends at most one request per interval however many ask at once', async () => {
    const nominatim = await fakeServer(() => ({ json: [{ lat: '50.8', lon: '4.35', display_name: 'Bruxelles' }] }));
    const geocoder = createNominatimGeocoder({ url: nominatim.url, userAgent: 'Veloport/1.0 (test)', minIntervalMs: 300 });
    await Promise.all([
      geocoder.geocode('Rue Neuve 1, Bruxelles'),
      geocoder.geocode('Rue Neuve 2, Bruxelles'),
      geocoder.geocode('Rue Neuve 3, Bruxelles'),
    ]);
    expect(nominatim.seen).toHaveLength(3);
    expect(nominatim.seen[1]!.at - nominatim.seen[0]!.at).toBeGreaterThanOrEqual(250);
    expect(nominatim.seen[2]!.at - nominatim.seen[1]!.at).toBeGreaterThanOrEqual(250);
    expect(await geocoder.geocode('rue neuve 1, bruxelles')).toMatchObject({ lat: 50.8, lng: 4.35 });
    expect(nominatim.seen).toHaveLength(3);
  });
});
