import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import QRCode from 'qrcode';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { qrPath } from '@/components/ui/qr-code';
import { withPending } from '@/features/workshop/tours/components/pending-work';
import { json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';
import { seriousViolations } from '@/test/axe';
import type { Infer } from '@/lib/contract';
import type { MyDayWork, myToursSchema, StopWork, TourDetail, TourStop } from '@veloport/domain';

// The mechanic's phone at each stop (decision 034): bike and QR code, steps, parts, notes, photos, offline outbox.

const at = '2026-01-05T10:00:00.000Z';
const stop = (id: number, position: number) =>
  ({
    id,
    position,
    maintenanceRequestId: 100 + id,
    customer: { id: 5, name: 'Emile Employé' },
    contact: { phone: '+32475123456', email: 'emile@acme.test' },
    company: { id: 2, name: 'Acme' },
    bikeLabel: 'Riese Nevo',
    frameNumber: `WAV${id}`,
    problem: 'Rear brake rubs',
    address: `Quai de Rome ${id}, 4000 Liège`,
    lat: 50.63,
    lng: 5.57,
    windowStart: null,
    windowEnd: null,
    durationMinutes: 45,
    plannedArrival: '09:15',
    status: 'to_do',
    doneAt: null,
    doneBy: null,
  }) satisfies TourStop;
const tour = {
  id: 5,
  date: '2026-01-12',
  mechanic: { id: 9, name: 'Marc Mécano' },
  store: { id: 1, name: 'Liège' },
  vanLabel: 'Camionnette 1',
  status: 'confirmed',
  stopCount: 2,
  doneCount: 0,
  distanceMeters: 12_400,
  durationMinutes: 190,
  before: null,
  createdAt: at,
  updatedAt: at,
  depot: { lat: 50.64, lng: 5.57, address: 'Boulevard d’Avroy 50, 4000 Liège' },
  stops: [stop(1, 1), stop(2, 2)],
  fallback: null,
  can: { edit: false, optimise: false, confirm: false, markDone: true, cancel: false, removeStop: false },
} satisfies TourDetail;
const work = (stopId: number, over: Partial<StopWork> = {}) =>
  ({
    tourId: 5,
    stopId,
    maintenanceRequestId: 100 + stopId,
    storeId: 1,
    bike:
      stopId === 1
        ? { kind: 'stock', id: 41, label: 'Riese Nevo', frameNumber: 'WAV1' }
        : { kind: 'external', id: 7, label: 'Gazelle', frameNumber: 'EXT2' },
    step: 'reception',
    nextSteps: ['diagnosis', 'quote', 'waiting_for_part', 'in_progress', 'completed'],
    contact: { phone: '+32475123456', email: 'emile@acme.test' },
    parts: [],
    notes: [{ id: 1, text: 'Badge à l’accueil', by: { id: 9, name: 'Marc Mécano' }, at }],
    photos: [],
    ...over,
  }) satisfies StopWork;
const API: Record<string, unknown> = {
  '/api/tours/mine': { date: '2026-01-12', data: [tour] } satisfies Infer<typeof myToursSchema>,
  '/api/tours/mine/work': {
    date: '2026-01-12',
    stops: [work(1), work(2)],
    parts: [
      { partId: 3, accessoryId: null, reference: 'TUB-28-SV', name: 'Chambre à air 28"', storeId: 1, quantity: 4 },
      { partId: 4, accessoryId: null, reference: 'PAD-SH-B05S', name: 'Plaquettes de frein Shimano', storeId: 1, quantity: 9 },
      { partId: null, accessoryId: 8, reference: 'BUMM-IQX', name: 'IQ-X front light', storeId: 1, quantity: 2 },
    ],
  } satisfies MyDayWork,
};
const mechanic = makeUser({ id: 9, language: 'en', firstname: 'Marc', lastname: 'Mécano', permission: ['bikeMechanic'] });

function signedIn(extra: (call: ApiCall) => Response | undefined = () => undefined) {
  return mockApi((call) => {
    if (call.path === '/api/auth/check') return json(200, { authenticated: true, user: mechanic });
    return extra(call) ?? (call.path in API ? json(200, API[call.path]) : undefined);
  });
}
const setOnline = (online: boolean) => Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
const firstStop = async () => within(await screen.findByRole('region', { name: 'Work at stop 1' }, { timeout: 10_000 }));

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=test; path=/';
  window.localStorage.clear();
  setOnline(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setOnline(true);
});

describe("the mechanic's work at a stop", { timeout: 30_000 }, () => {
  it('shows the bike with the QR code of its record, steps, parts, notes and a camera input; no serious axe violation', async () => {
    signedIn();
    renderApp('/en/dashboard/entretiens/my-tour');
    const stop1 = await firstStop();
    const qr = stop1.getByRole('img', { name: "QR code of bike WAV1's record" });
    expect(qr.getAttribute('data-qr-value')).toBe(`${window.location.origin}/en/dashboard/fleet/bikes/41`);
    expect(stop1.getByRole('checkbox', { name: 'Reception' })).toHaveProperty('checked', true);
    expect(stop1.getByRole('checkbox', { name: 'Diagnosis' })).toHaveProperty('checked', false);
    expect(stop1.getByText('Badge à l’accueil')).toBeTruthy();
    const camera = stop1.getByLabelText('Take a photo');
    expect(camera.getAttribute('accept')).toBe('image/*');
    expect(camera.getAttribute('capture')).toBe('environment');
    // A customer's own bike has no record: no QR code.
    const stop2 = within(screen.getByRole('region', { name: 'Work at stop 2' }));
    expect(stop2.queryByRole('img', { name: /QR code/ })).toBeNull();
    expect(stop2.getByText("The customer's own bike: no record in the portal.")).toBeTruthy();
    // How to reach the customer: a tap calls them.
    expect(screen.getAllByRole('link', { name: '+32475123456' })[0]!.getAttribute('href')).toBe('tel:+32475123456');
    expect(screen.getAllByRole('link', { name: 'emile@acme.test' })[0]!.getAttribute('href')).toBe('mailto:emile@acme.test');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  });

  it('ticks a step, adds a part and a note, each with an action id', async () => {
    const calls = signedIn((call) =>
      call.method === 'POST' && call.path.startsWith('/api/tours/5/stops/1/')
        ? json(call.path.endsWith('step') ? 200 : 201, work(1))
        : undefined,
    );
    renderApp('/en/dashboard/entretiens/my-tour');
    const stop1 = await firstStop();
    await userEvent.click(stop1.getByRole('checkbox', { name: 'Diagnosis' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.path === '/api/tours/5/stops/1/step')?.body).toEqual({
        step: 'diagnosis',
        clientActionId: expect.any(String),
      }),
    );
    // The picker narrows by name or reference (decision 102): typing down to one part chooses it.
    await userEvent.type(stop1.getByLabelText('Search a part'), 'pad-sh');
    expect(
      within(stop1.getByLabelText('Part'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['—', 'Plaquettes de frein Shimano (9 in stock)']);
    await userEvent.click(stop1.getByRole('button', { name: 'Add the part' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.path === '/api/tours/5/stops/1/parts')?.body).toEqual({
        partId: 4,
        accessoryId: null,
        quantity: 1,
        clientActionId: expect.any(String),
      }),
    );
    await userEvent.type(stop1.getByLabelText('Note'), 'Frein arrière réglé');
    await userEvent.click(stop1.getByRole('button', { name: 'Add the note' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.path === '/api/tours/5/stops/1/notes')?.body).toEqual({
        text: 'Frein arrière réglé',
        clientActionId: expect.any(String),
      }),
    );
  });

  it('offline, keeps a ticked step on the phone and sends it once when the network is back; photos wait for the network', async () => {
    const calls = signedIn((call) =>
      call.method === 'POST' && call.path === '/api/tours/5/stops/1/step'
        ? json(200, work(1, { step: 'diagnosis', nextSteps: ['quote', 'waiting_for_part', 'in_progress', 'completed'] }))
        : undefined,
    );
    renderApp('/en/dashboard/entretiens/my-tour');
    const stop1 = await firstStop();
    setOnline(false);
    fireEvent(window, new Event('offline'));
    await userEvent.click(stop1.getByRole('checkbox', { name: 'Diagnosis' }));
    expect(await stop1.findByRole('checkbox', { name: 'Diagnosis – Waiting for the network' })).toHaveProperty('checked', true);
    expect(screen.getByRole('status').textContent).toBe('Offline: saved on this phone, sent when the network is back.');
    expect(stop1.getByText(/Photos wait for the network/)).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/tours/5/stops/1/step')).toBe(false);
    setOnline(true);
    fireEvent(window, new Event('online'));
    await vi.waitFor(() => expect(calls.filter((c) => c.path === '/api/tours/5/stops/1/step')).toHaveLength(1));
    await vi.waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });
});

describe('the pieces', () => {
  it('draws a QR code of the URL with a quiet zone', () => {
    const url = 'https://veloport.example/fr/dashboard/fleet/bikes/41';
    const { size, path } = qrPath(url);
    expect(size).toBe(QRCode.create(url, { errorCorrectionLevel: 'M' }).modules.size + 8);
    expect(path.startsWith('M4 4h1v1h-1z')).toBe(true);
  });
  it('shows the actions still in the outbox on the stop', () => {
    const shown = withPending(work(1) as never, [
      { kind: 'step', tourId: 5, stopId: 1, clientActionId: 'a1234567', step: 'quote' },
      { kind: 'part', tourId: 5, stopId: 1, clientActionId: 'b1234567', accessoryId: 3, quantity: 2, name: 'Chambre à air' },
      { kind: 'note', tourId: 5, stopId: 2, clientActionId: 'c1234567', text: 'ailleurs' },
    ]);
    expect(shown.step).toBe('quote');
    expect(shown.pendingStep).toBe(true);
    expect(shown.nextSteps).toEqual(['waiting_for_part', 'in_progress', 'completed']);
    expect(shown.parts).toEqual([expect.objectContaining({ description: 'Chambre à air', quantity: 2, pending: true })]);
    expect(shown.notes).toHaveLength(1);
  });
});
