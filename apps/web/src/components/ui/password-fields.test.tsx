import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PasswordFields } from '@/components/ui/password-fields';
import { renderWithProviders } from '@/test/render';

function Harness() {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  return (
    <PasswordFields password={password} confirmation={confirmation} onPasswordChange={setPassword} onConfirmationChange={setConfirmation} />
  );
}

const passwordInput = () => screen.getByLabelText('Password', { selector: 'input' });
const confirmationInput = () => screen.getByLabelText('Confirm password', { selector: 'input' });

describe('PasswordFields', () => {
  it('shows the strength of the password as it is typed', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Harness />);
    expect(screen.queryByText(/Password strength:/)).toBeNull();

    await user.type(passwordInput(), 'abc');
    expect(screen.getByText('Password strength: Weak')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Password strength' }).getAttribute('aria-valuetext')).toBe('Weak');

    await user.type(passwordInput(), 'D3fg!');
    expect(screen.getByText('Password strength: Medium')).toBeTruthy();

    await user.type(passwordInput(), 'hijklm');
    expect(screen.getByText('Password strength: Strong')).toBeTruthy();
  });

  it('ticks the rules off one by one', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Harness />);
    const rule = (name: string) => screen.getByText(name, { exact: false }).closest('li')?.textContent ?? '';

    expect(rule('a digit')).toContain('(missing)');
    await user.type(passwordInput(), 'a1');
    expect(rule('a digit')).toContain('(done)');
    expect(rule('an uppercase letter')).toContain('(missing)');
    expect(rule('at least 8 characters')).toContain('(missing)');
    await user.type(passwordInput(), 'B!cdefg');
    expect(rule('an uppercase letter')).toContain('(done)');
    expect(rule('a special character')).toContain('(done)');
    expect(rule('at least 8 characters')).toContain('(done)');
  });

  it('says when the confirmation does not match, once the field is left', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Harness />);
    await user.type(passwordInput(), 'Velo-port2025');
    await user.type(confirmationInput(), 'Velo-port2024');
    expect(screen.queryByText('Passwords do not match.')).toBeNull();

    await user.tab();
    expect(screen.getByText('Passwords do not match.')).toBeTruthy();

    await user.clear(confirmationInput());
    await user.type(confirmationInput(), 'Velo-port2025');
    expect(screen.queryByText('Passwords do not match.')).toBeNull();
  });

  it('speaks the language of the page', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Harness />, { locale: 'fr' });
    await user.type(screen.getByLabelText('Mot de passe', { selector: 'input' }), 'abc');
    expect(screen.getByText(/^Robustesse du mot de passe\s:\sFaible$/)).toBeTruthy();
  });
});
