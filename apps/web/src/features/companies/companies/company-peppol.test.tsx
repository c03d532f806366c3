import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { json, makeUser, mockApi } from '@/test/mock-api';
import type { Company, CompanyPeppol } from '@veloport/domain';

// A company's Peppol participant id on its details tab (decision 045), through the real route.

const at = '2026-01-05T10:00:00.000Z';
const acme = {
  id: 1,
  name: 'Acme',
  vatNumber: 'BE0403170701',
  billingAddress: null,
  deliveryAddress: null,
  language: 'fr',
  emailDomains: [],
  selfRegistration: true,
  quizRequired: false,
  access: '',
  createdAt: at,
  updatedAt: at,
} satisfies Company;
const admin = makeUser({ language: 'en', isAdmin: true, permission: ['admin'] });

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=test; path=/';
});
afterEach(() => vi.unstubAllGlobals());

describe("the company's Peppol participant id", { timeout: 30_000 }, () => {
  it('is saved as typed, and a wrong one shows the API’s refusal on the field', async () => {
    let answer = 422;
    const calls = mockApi((call) => {
      if (call.path === '/api/auth/check') return json(200, { authenticated: true, user: admin });
      if (call.path === '/api/companies/1') return json(200, acme);
      if (call.path === '/api/companies/1/peppol' && call.method === 'GET')
        return json(200, { companyId: 1, participantId: null } satisfies CompanyPeppol);
      if (call.path === '/api/companies/1/peppol' && call.method === 'PUT')
        return answer === 422
          ? json(422, { error: { code: 'validation_failed', message: 'x', fields: { participantId: 'invalid' } } })
          : json(200, { companyId: 1, participantId: '0208:0403170701' } satisfies CompanyPeppol);
      return undefined;
    });
    renderApp('/en/dashboard/companies/1');
    const input = await screen.findByLabelText(/^Peppol participant id/, {}, { timeout: 10_000 });
    await userEvent.type(input, '0208:0403170702');
    await userEvent.click(screen.getByRole('button', { name: 'Save the participant id' }));
    await screen.findByText('This value is invalid.');
    answer = 200;
    await userEvent.clear(input);
    await userEvent.type(input, '0208:0403170701');
    await userEvent.click(screen.getByRole('button', { name: 'Save the participant id' }));
    await screen.findByText('Peppol participant id saved.');
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { participantId: '0208:0403170702' },
      { participantId: '0208:0403170701' },
    ]);
  });
});
