import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { apiError, json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';
import { seriousViolations } from '@/test/axe';
import type { Infer } from '@/lib/contract';
import type {
  ListOf,
  PublicQuestionnaire,
  Questionnaire,
  questionnaireAnswerCreatedSchema,
  QuestionnaireResponse,
  QuestionnaireResponseList,
  scheduleSchema,
  stockLocationCurrentSchema,
} from '@veloport/domain';

// Company questionnaires (decision 054): the admin's screens and the public form, through the real routes and layouts.

const at = '2026-03-02T09:00:00.000Z';
const fields: Questionnaire['fields'] = [
  { name: 'name', required: true },
  { name: 'firstname', required: true },
  { name: 'email', required: true },
  { name: 'phone', required: false },
  { name: 'bikeUsage', required: true },
  { name: 'isElectric', required: false },
  { name: 'size', required: false },
];
const questionnaire = {
  id: 3,
  title: 'Acme bike day',
  titleTranslations: { fr: 'Journée vélo Acme', en: '', nl: 'Acme fietsdag' },
  description: 'Before the bike day',
  slug: 'acme-bike-day',
  isActive: true,
  fields,
  responsesCount: 1,
  createdAt: at,
  updatedAt: at,
} satisfies Questionnaire;
const response = {
  id: 9,
  submittedAt: at,
  locale: 'fr',
  answers: { name: 'Lambert', firstname: 'Julie', email: 'julie@acme.test', bikeUsage: 'cargo', isElectric: true, size: 168 },
} satisfies QuestionnaireResponse;
const page = <T,>(data: T[]) => ({ data, meta: { page: 1, perPage: 25, total: data.length } }) satisfies ListOf<T>;
const publicForm = {
  slug: 'acme-bike-day',
  title: 'Journée <b>vélo</b> Acme',
  description: 'Avant la journée vélo',
  fields,
} satisfies PublicQuestionnaire;

const API: Record<string, unknown> = {
  '/api/questionnaires': page([questionnaire]),
  '/api/questionnaires/3': questionnaire,
  '/api/questionnaires/3/responses': { ...page([response]), questionnaire } satisfies QuestionnaireResponseList,
  '/api/stock-location/current': { current_location: 1, current_location_name: 'Liège' } satisfies Infer<typeof stockLocationCurrentSchema>,
  '/api/public/questionnaires/acme-bike-day': publicForm,
  '/api/shop/schedule': { stores: [] } satisfies Infer<typeof scheduleSchema>,
};
const admin = makeUser({ language: 'en', isAdmin: true, permission: ['admin'] });

function api(user: ReturnType<typeof makeUser> | null, extra: (call: ApiCall) => Response | undefined = () => undefined) {
  return mockApi((call) => {
    if (call.path === '/api/auth/check') return json(200, user ? { authenticated: true, user } : { authenticated: false, user: null });
    if (call.path === '/api/public/questionnaires/closed') return apiError(404, 'questionnaire_inactive');
    if (call.path === '/api/public/questionnaires/nothing-here') return apiError(404, 'not_found');
    return extra(call) ?? (call.path in API ? json(200, API[call.path]) : undefined);
  });
}

async function landmarksAndAxe() {
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getAllByRole('main')).toHaveLength(1);
  expect(await seriousViolations()).toEqual([]);
}

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=test; path=/';
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('questionnaire screens: one h1, a main landmark, no serious axe violation', { timeout: 30_000 }, () => {
  it.each([
    ['/en/dashboard/company-questionnaires', 'Company questionnaires', '/en/questionnaire/acme-bike-day'],
    ['/en/dashboard/company-questionnaires/create', 'New questionnaire', 'Form fields'],
    ['/en/dashboard/company-questionnaires/3/edit', 'Acme bike day', 'Open the public form'],
    ['/en/dashboard/company-questionnaires/3/responses', 'Responses: Acme bike day', 'Cargo'],
  ])('%s', async (url, title, text) => {
    api(admin);
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
    await screen.findAllByText(text, {}, { timeout: 5_000 });
    await landmarksAndAxe();
  });

  it.each([
    ['/fr/questionnaire/acme-bike-day', 'Journée <b>vélo</b> Acme', 'Envoyer mes réponses'],
    ['/nl/questionnaire/acme-bike-day', 'Journée <b>vélo</b> Acme', 'Mijn antwoorden versturen'],
    ['/en/questionnaire/closed', 'Questionnaire closed', 'This questionnaire is no longer active: it does not take answers any more.'],
    ['/nl/questionnaire/nothing-here', 'Vragenlijst niet gevonden', 'Deze vragenlijst bestaat niet. Controleer het adres dat je ontving.'],
  ])('%s (signed out)', async (url, title, text) => {
    api(null);
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
    await screen.findAllByText(text, {}, { timeout: 5_000 });
    await landmarksAndAxe();
  });
});

describe('the public form', { timeout: 30_000 }, () => {
  it('says what is missing or wrong in the visitor’s language, then sends the answers', async () => {
    const calls = api(null, (call) =>
      call.method === 'POST' && call.path === '/api/public/questionnaires/acme-bike-day'
        ? json(201, { id: 1, submittedAt: at } satisfies Infer<typeof questionnaireAnswerCreatedSchema>)
        : undefined,
    );
    const user = userEvent.setup();
    renderApp('/en/questionnaire/acme-bike-day');
    await screen.findByRole('heading', { level: 1, name: 'Journée <b>vélo</b> Acme' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Send my answers' }));
    expect(await screen.findByText('Some answers need correcting: see the fields in red.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Last name/ }).getAttribute('aria-invalid')).toBe('true');

    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Lambert');
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Julie');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'julie@');
    await user.selectOptions(screen.getByRole('combobox', { name: /Bike usage/ }), 'cargo');
    await user.click(screen.getByRole('button', { name: 'Send my answers' }));
    expect(screen.getByRole('textbox', { name: /E-mail/ }).getAttribute('aria-invalid')).toBe('true');

    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'acme.test');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.type(screen.getByRole('spinbutton', { name: /Height/ }), '168');
    await user.click(screen.getByRole('button', { name: 'Send my answers' }));
    expect(await screen.findByText('Thank you, your answers were sent.')).toBeTruthy();
    const sent = calls.find((c) => c.method === 'POST');
    expect(sent?.body).toEqual({
      answers: { name: 'Lambert', firstname: 'Julie', email: 'julie@acme.test', bikeUsage: 'cargo', isElectric: true, size: 168 },
      locale: 'en',
    });
  });

  it('shows the submit error and the fields the API refused', async () => {
    api(null, (call) =>
      call.method === 'POST' ? apiError(422, 'validation_failed', { fields: { 'answers.phone': 'invalid_phone' } }) : undefined,
    );
    const user = userEvent.setup();
    renderApp('/fr/questionnaire/acme-bike-day');
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    await user.type(screen.getByRole('textbox', { name: /^Nom/ }), 'Lambert');
    await user.type(screen.getByRole('textbox', { name: /Prénom/ }), 'Julie');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'julie@acme.test');
    await user.type(screen.getByRole('textbox', { name: /Téléphone/ }), '0470 12 34 56');
    await user.selectOptions(screen.getByRole('combobox', { name: /Usage du vélo/ }), 'city');
    await user.click(screen.getByRole('button', { name: 'Envoyer mes réponses' }));
    expect(await screen.findByText('Vos réponses n’ont pas pu être envoyées.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Téléphone/ }).getAttribute('aria-invalid')).toBe('true'));
  });
});
