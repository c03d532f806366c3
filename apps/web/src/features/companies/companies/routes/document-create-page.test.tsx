import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DocumentCreatePage } from '@/features/companies/companies/routes/document-create-page';
import { apiError, json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import type { Company, CompanyDocument } from '@veloport/domain';

const admin = makeUser({ language: 'fr', isAdmin: true, permission: ['admin'] });
const company = {
  id: 1,
  name: 'Acme',
  vatNumber: 'BE0403170701',
  billingAddress: null,
  deliveryAddress: null,
  language: 'fr',
  emailDomains: ['acme.test'],
  selfRegistration: true,
  quizRequired: false,
  access: '',
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
} satisfies Company;

function documentsApi(onUpload: (call: ApiCall) => Response) {
  return mockApi((call) => {
    if (call.path === '/api/auth/check') return json(200, { authenticated: true, user: admin });
    if (call.path === '/api/companies/1') return json(200, company);
    if (call.path === '/api/companies/1/documents' && call.method === 'POST') return onUpload(call);
    return undefined;
  });
}

async function openUpload() {
  const app = await renderRoutes(
    [
      { path: 'dashboard/companies/document/:id/create', element: <DocumentCreatePage /> },
      { path: 'dashboard/companies/:id', element: <h1>Page entreprise</h1> },
    ],
    '/fr/dashboard/companies/document/1/create',
  );
  await screen.findByRole('heading', { level: 1, name: 'Ajouter un document pour Acme' });
  return app;
}

const input = () => screen.getByLabelText('Fichier', { selector: 'input[type="file"]' });
const send = () => userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=t0k3n; path=/';
});
afterEach(() => vi.unstubAllGlobals());

describe('uploading a company document', { timeout: 20_000 }, () => {
  it('refuses other types and files over 10 MB before uploading, in the page language', async () => {
    const calls = documentsApi(() => json(500));
    await openUpload();
    await userEvent.upload(input(), new File(['x'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(await screen.findByText('Seuls les fichiers PDF, JPG et PNG sont acceptés.')).toBeTruthy();

    await userEvent.upload(input(), new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'contrat.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Le fichier est trop volumineux (10 Mo maximum).')).toBeTruthy();
    await send();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('uploads a PDF as multipart field "file" and returns to the documents tab', async () => {
    const calls = documentsApi(() =>
      json(201, {
        id: 5,
        companyId: 1,
        name: 'contrat.pdf',
        contentType: 'application/pdf',
        size: 8,
        uploadedBy: null,
        createdAt: '2026-02-01T10:00:00.000Z',
        url: '/api/companies/1/documents/5',
      } satisfies CompanyDocument),
    );
    const app = await openUpload();
    await userEvent.upload(input(), new File(['%PDF-1.7'], 'contrat.pdf', { type: 'application/pdf' }));
    await send();
    expect(await screen.findByRole('heading', { level: 1, name: 'Page entreprise' })).toBeTruthy();
    expect(app.location()).toBe('/fr/dashboard/companies/1?tab=documents');
    const body = calls.find((call) => call.method === 'POST')?.body;
    expect(body instanceof FormData && (body.get('file') as File).name).toBe('contrat.pdf');
  });

  it('says what the server found wrong with the content, in this page’s words', async () => {
    documentsApi(() => apiError(422, 'file_type_invalid'));
    await openUpload();
    await userEvent.upload(input(), new File(['not a pdf'], 'faux.pdf', { type: 'application/pdf' }));
    await send();
    expect(await screen.findByText('Seuls les fichiers PDF, JPG et PNG sont acceptés.')).toBeTruthy();
  });
});
