import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';
import { UserSettingsPage } from '@/features/identity/user-settings/routes/user-settings-page';
import { renderRoutes } from '@/test/render';
import type { Infer } from '@/lib/contract';
import type { ConfirmEmailResponse, userResponseSchema } from '@veloport/domain';

const user = makeUser({ language: 'en', phone: '+32 470 12 34 56', size: 178 });

function settingsApi(handler: (call: ApiCall) => Response | undefined) {
  return mockApi((call) => {
    if (call.path === '/api/auth/check') return json(200, { authenticated: true, user });
    return handler(call);
  });
}

async function openSettings() {
  const app = await renderRoutes([{ path: 'dashboard/user-settings', element: <UserSettingsPage /> }], '/en/dashboard/user-settings');
  await screen.findByRole('heading', { level: 1, name: 'My settings' });
  return app;
}

const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=t0k3n; path=/';
});
afterEach(() => vi.unstubAllGlobals());

describe('user settings', () => {
  it('saves the personal information without changing the page language', async () => {
    const calls = settingsApi((call) =>
      call.path === '/api/me' && call.method === 'PUT'
        ? json(200, { user: { ...user, lastname: 'Durand', language: 'nl' } } satisfies Infer<typeof userResponseSchema>)
        : undefined,
    );
    const app = await openSettings();
    const form = section('Personal information');
    expect((within(form).getByLabelText('E-mail address') as HTMLInputElement).readOnly).toBe(true);
    await userEvent.clear(within(form).getByLabelText('Last name'));
    await userEvent.type(within(form).getByLabelText('Last name'), 'Durand');
    await userEvent.selectOptions(within(form).getByLabelText('Language'), 'nl');
    await userEvent.click(within(form).getByRole('switch', { name: 'Appear anonymously in the ranking' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your information has been saved.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      firstname: 'Jean',
      lastname: 'Durand',
      phone: '+32 470 12 34 56',
      address: null,
      size: 178,
      language: 'nl',
      anonymousInRanking: true,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'My settings' })).toBeTruthy();
    expect(app.location()).toBe('/en/dashboard/user-settings');
  });

  it('lets me approve a change of my address someone else asked for, or cancel it (decision 070)', async () => {
    const pending = { ...user, pendingEmail: 'new@example.com' };
    const calls = mockApi((call) => {
      if (call.path === '/api/auth/check') return json(200, { authenticated: true, user: pending });
      if (call.path === '/api/me/email-change/approve')
        return json(200, { outcome: 'email_change_approved', email: 'new@example.com' } satisfies ConfirmEmailResponse);
      if (call.path === '/api/me/email-change/cancel')
        return json(200, { outcome: 'email_change_cancelled', email: pending.email } satisfies ConfirmEmailResponse);
      return undefined;
    });
    await openSettings();
    const form = section('Personal information');
    expect(within(form).getByText(/Pending: new@example.com becomes your address/)).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: 'Approve the change' }));
    expect(await screen.findByText('Change approved: a link was sent to new@example.com.')).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel the change' }));
    expect(await screen.findByText('The change of address is cancelled.')).toBeTruthy();
    expect(within(form).queryByRole('button', { name: 'Approve the change' })).toBeNull();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/me/email-change/approve',
      '/api/me/email-change/cancel',
    ]);
  });

  it('shows a wrong current password under its field', async () => {
    settingsApi((call) =>
      call.path === '/api/me/password' ? apiError(422, 'validation_failed', { fields: { currentPassword: 'wrong_password' } }) : undefined,
    );
    await openSettings();
    const form = section('Password');
    await userEvent.type(within(form).getByLabelText('Current password'), 'nope');
    await userEvent.type(within(form).getByLabelText('New password'), 'Velo-port2025');
    await userEvent.type(within(form).getByLabelText('Confirm new password'), 'Velo-port2025');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('The password is incorrect.')).toBeTruthy();
  });

  it('refuses pictures that are not JPG or PNG, or too large, before uploading', async () => {
    const calls = settingsApi(() => undefined);
    await openSettings();
    const input = screen.getByLabelText('Choose a picture', { selector: 'input' });

    await userEvent.upload(input, new File(['gif'], 'me.gif', { type: 'image/gif' }), { applyAccept: false });
    expect(await screen.findByText('Only JPG and PNG images are accepted.')).toBeTruthy();

    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'me.png', { type: 'image/png' });
    await userEvent.upload(input, big);
    expect(await screen.findByText('The file is too large (2 MB maximum).')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/me/avatar')).toBe(false);
  });

  it('uploads a picture as multipart field "file"', async () => {
    const calls = settingsApi((call) =>
      call.path === '/api/me/avatar'
        ? json(200, { user: { ...user, avatarUrl: '/files/avatar.png' } } satisfies Infer<typeof userResponseSchema>)
        : undefined,
    );
    await openSettings();
    const input = screen.getByLabelText('Choose a picture', { selector: 'input' });
    await userEvent.upload(input, new File(['png'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('Your profile picture has been updated.')).toBeTruthy();
    const body = calls.find((call) => call.path === '/api/me/avatar')?.body;
    expect(body instanceof FormData && (body.get('file') as File).name).toBe('me.png');
    expect(screen.getByRole('button', { name: 'Remove the picture' })).toBeTruthy();
  });
});
