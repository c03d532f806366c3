import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestRidePage } from '@/features/public-catalog/site/routes/test-ride-page';
import { apiError, json, mockApi, type ApiCall } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';

const span = (weekday: number) => ({ weekday, opens: '10:00', closes: '18:00' });
/** Liège opens Tuesday to Saturday, Brussels Monday to Saturday: the stores' opening calendar (decision 098). */
const schedule = {
  stores: [
    { locationId: 1, name: 'Liège', hours: [2, 3, 4, 5, 6].map(span), closures: [] },
    { locationId: 2, name: 'Bruxelles', hours: [1, 2, 3, 4, 5, 6].map(span), closures: [] },
  ],
};
/** A bike that comes in one size and one frame: the wizard does not ask them again. */
const cargo = { slug: 'urban-arrow-family', brand: 'Urban Arrow', model: 'Family', frameType: 'F', sizes: ['M'], sizeBands: ['M'] };

function requestApi(answer: (call: ApiCall) => Response = () => json(201, { id: 42 })) {
  return mockApi((call) => {
    if (call.path === '/api/auth/check') return json(200, { authenticated: false, user: null });
    if (call.path === '/api/shop/schedule') return json(200, schedule);
    if (call.path === '/api/csrf-cookie') {
      document.cookie = 'XSRF-TOKEN=token; path=/';
      return json(204);
    }
    if (call.path === '/api/public/catalog/bikes/cube-kathmandu') return apiError(404, 'not_found');
    if (call.path === '/api/public/catalog/bikes/urban-arrow-family') return json(200, { bike: cargo });
    if (call.path === '/api/public/requests/test-ride') return answer(call);
    return undefined;
  });
}

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

/** Types a day (dd/mm/yyyy) and an hour in the "Start" or "End" group. */
async function when(name: 'Start' | 'End', day: string, hour: string) {
  const group = screen.getByRole('group', { name });
  const date = within(group).getByLabelText('Date', { selector: 'input' });
  const time = within(group).getByLabelText('Time', { selector: 'input' });
  await userEvent.clear(date);
  await userEvent.type(date, day);
  await userEvent.clear(time);
  await userEvent.type(time, hour);
}

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
});
afterEach(() => vi.unstubAllGlobals());

describe('the test-ride request stepper', { timeout: 30_000 }, () => {
  it('does not advance while a required field of the step is missing, then sends every field', async () => {
    const calls = requestApi();
    await renderRoutes([{ path: 'test-ride', element: <TestRidePage /> }], '/en/test-ride?bike=cube-kathmandu&store=2');
    await screen.findByRole('heading', { level: 1, name: 'Test ride or rental request' });

    // Step 1: no dates.
    await next();
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Start' })).toBeTruthy();
    expect(screen.queryByText('Type of ride')).toBeNull();

    await when('Start', '05/12/2099', '10:00');
    await when('End', '05/12/2099', '09:00');
    await next();
    expect(await screen.findByText('The end must come after the start.')).toBeTruthy();
    await when('End', '05/12/2099', '12:00');
    await waitFor(() => expect((screen.getByLabelText(/^Store/) as HTMLSelectElement).value).toBe('2'));
    await next();

    // Step 2: ride type, size and frame are required.
    await screen.findByText('Type of ride');
    await next();
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);
    await userEvent.click(screen.getByLabelText('RAVeL (greenways)'));
    await userEvent.selectOptions(screen.getByLabelText('Size'), 'M');
    await userEvent.selectOptions(screen.getByLabelText('Frame'), 'F');
    await userEvent.clear(screen.getByLabelText('Helmets'));
    await userEvent.type(screen.getByLabelText('Helmets'), '1');
    await next();

    // Step 3: contact details.
    await screen.findByLabelText('First name');
    await userEvent.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await next();
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);
    expect(screen.getByText('Enter a valid e-mail address.', { exact: false })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('First name'), 'Lea');
    await userEvent.type(screen.getByLabelText('Last name'), 'Peeters');
    await userEvent.clear(screen.getByLabelText('E-mail'));
    await userEvent.type(screen.getByLabelText('E-mail'), 'lea@example.org');
    await userEvent.type(screen.getByLabelText('Phone'), '+32 470 12 34 56');
    await next();

    // Step 4: review, then send.
    await screen.findByRole('heading', { name: 'Check your request' });
    expect(screen.getByText('Bruxelles')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    await screen.findByText('Your request has been sent');
    const sent = calls.find((call) => call.path === '/api/public/requests/test-ride')!;
    expect(sent.body).toMatchObject({
      kind: 'test_ride',
      bikes: 1,
      rideType: 'ravel',
      size: 'M',
      frameType: 'F',
      helmets: 1,
      bags: 0,
      storeId: 2,
      bikeSlug: 'cube-kathmandu',
      firstname: 'Lea',
      email: 'lea@example.org',
      locale: 'en',
    });
    // 10:00 and 12:00 in Brussels (UTC+1 in December), whatever the test machine's time zone.
    expect(sent.body).toMatchObject({ start: '2099-12-05T09:00:00.000Z', end: '2099-12-05T11:00:00.000Z' });
  });

  it('shows the API’s field errors under the inputs, on the step that holds them', async () => {
    requestApi(() => apiError(422, 'validation_failed', { fields: { phone: 'too_long' } }));
    await renderRoutes([{ path: 'test-ride', element: <TestRidePage /> }], '/en/test-ride?kind=rental');
    await screen.findByRole('heading', { level: 1 });
    expect((screen.getByLabelText('Rental') as HTMLInputElement).checked).toBe(true);
    await when('Start', '05/12/2099', '10:00');
    await when('End', '06/12/2099', '10:00');
    await next();
    await userEvent.click(await screen.findByLabelText('City'));
    await userEvent.selectOptions(screen.getByLabelText('Size'), 'L');
    await userEvent.selectOptions(screen.getByLabelText('Frame'), 'H');
    await next();
    await userEvent.type(await screen.findByLabelText('First name'), 'Lea');
    await userEvent.type(screen.getByLabelText('Last name'), 'Peeters');
    await userEvent.type(screen.getByLabelText('E-mail'), 'lea@example.org');
    await userEvent.type(screen.getByLabelText('Phone'), '0470123456');
    await next();
    await userEvent.click(await screen.findByRole('button', { name: 'Send the request' }));
    expect(await screen.findByLabelText('Phone')).toBeTruthy();
    expect(screen.getByText('This value is too long.', { exact: false })).toBeTruthy();
  });

  it('does not ask the chosen bike’s size and frame, refuses a day the store is closed, and brings the sent panel into view', async () => {
    const calls = requestApi();
    await renderRoutes([{ path: 'test-ride', element: <TestRidePage /> }], '/en/test-ride?bike=urban-arrow-family&store=1');
    await screen.findByText('Bike: Urban Arrow Family');
    await waitFor(() => expect((screen.getByLabelText(/^Store/) as HTMLSelectElement).value).toBe('1'));

    // Sunday 6 December 2099: Liège is closed.
    await when('Start', '06/12/2099', '10:00');
    await when('End', '06/12/2099', '12:00');
    await next();
    expect(await screen.findAllByText('The store is closed that day.')).toHaveLength(2);
    await when('Start', '08/12/2099', '10:00');
    await when('End', '08/12/2099', '12:00');
    await next();

    await screen.findByText('Type of ride');
    expect([screen.queryByLabelText('Size'), screen.queryByLabelText('Frame')]).toEqual([null, null]);
    await userEvent.click(screen.getByLabelText('City'));
    await next();

    await userEvent.type(await screen.findByLabelText('First name'), 'Lea');
    await userEvent.type(screen.getByLabelText('Last name'), 'Peeters');
    await userEvent.type(screen.getByLabelText('E-mail'), 'lea@example.org');
    expect(screen.getByLabelText('Phone').getAttribute('placeholder')).toBe('+32 470 12 34 56');
    await userEvent.type(screen.getByLabelText('Phone'), '+32 470 12 34 56');
    await next();
    expect(await screen.findByText('Frame')).toBeTruthy(); // the review still says what the bike is
    await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    const panel = (await screen.findByText('Your request has been sent')).closest('[tabindex="-1"]');
    await waitFor(() => expect(document.activeElement).toBe(panel));
    expect(calls.find((call) => call.path === '/api/public/requests/test-ride')!.body).toMatchObject({
      size: 'M',
      frameType: 'F',
      storeId: 1,
      start: '2099-12-08T09:00:00.000Z',
    });
  });
});
