import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateField, DateTimeField } from '@/components/ui/date-field';
import { renderWithProviders } from '@/test/render';

function Harness({ initial = '', onValue }: { initial?: string; onValue?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Bought on"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
      />
      <output data-testid="value">{value}</output>
      <button type="button">Elsewhere</button>
    </>
  );
}

function TimeHarness() {
  const [value, setValue] = useState('');
  return (
    <>
      <DateTimeField label="Start" value={value} onChange={setValue} required error={value ? undefined : 'Required'} />
      <output data-testid="value">{value}</output>
    </>
  );
}

// jsdom cannot compute colours and the bare harness has no landmarks: serious and critical rules, as in app/.
async function seriousViolations() {
  const results = await axe.run(document.body, { resultTypes: ['violations'] });
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}
const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const field = () => screen.getByLabelText('Bought on', { selector: 'input' }) as HTMLInputElement;
const value = () => screen.getByTestId('value').textContent;

describe('DateField', () => {
  afterEach(() => vi.restoreAllMocks());

  it('turns a typed 25/12/2026 into the ISO value 2026-12-25', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    await renderWithProviders(<Harness onValue={onValue} />);
    expect(field().getAttribute('placeholder')).toBe('dd/mm/yyyy');
    await user.type(field(), '25/12/2026');
    expect(value()).toBe('2026-12-25');
    expect(onValue).toHaveBeenLastCalledWith('2026-12-25');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(field().value).toBe('25/12/2026');
  });

  it('also takes 1/2/2026 and rewrites it as 01/02/2026 once left', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Harness />);
    await user.type(field(), '1/2/2026');
    expect(value()).toBe('2026-02-01');
    await user.tab();
    expect(field().value).toBe('01/02/2026');
  });

  it.each(['en-US', 'fr-BE', 'nl-BE', 'de-DE'])('shows a value as 25/12/2026 with a browser in %s', async (language) => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue(language);
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue([language]);
    await renderWithProviders(<Harness initial="2026-12-25" />);
    expect(field().value).toBe('25/12/2026');
  });

  it('refuses 31/02/2026 with a message in the page language, and empties the value', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Harness initial="2026-01-15" />);
    await user.clear(field());
    await user.type(field(), '31/02/2026');
    expect(value()).toBe('');
    await user.tab();
    expect(field().value).toBe('31/02/2026');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This date does not exist: type day/month/year, for example 25/12/2026')).toBeTruthy();
    expect(describedBy(field())).toBe('This date does not exist: type day/month/year, for example 25/12/2026');

    await user.clear(field());
    await user.type(field(), '28/02/2026');
    expect(value()).toBe('2026-02-28');
    expect(screen.queryByText(/This date does not exist/)).toBeNull();
  });

  it('forgets a refused date when the form sets a value', async () => {
    const user = userEvent.setup();
    function Resettable() {
      const [value, setValue] = useState('');
      return (
        <>
          <DateField label="Bought on" value={value} onChange={setValue} />
          <button type="button" onClick={() => setValue('2026-03-01')}>
            Reset
          </button>
        </>
      );
    }
    await renderWithProviders(<Resettable />);
    await user.type(field(), '31/02/2026');
    await user.tab();
    expect(screen.getByText(/This date does not exist/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(field().value).toBe('01/03/2026');
    expect(screen.queryByText(/This date does not exist/)).toBeNull();
  });

  it('says it in French on a French page', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<DateField label="Acheté le" value="" onChange={() => undefined} />, { locale: 'fr' });
    const input = screen.getByLabelText('Acheté le', { selector: 'input' }) as HTMLInputElement;
    expect(input.getAttribute('placeholder')).toBe('jj/mm/aaaa');
    await user.type(input, '31/02/2026');
    await user.tab();
    expect(screen.getByText('Cette date n’existe pas : saisissez jour/mois/année, par exemple 25/12/2026')).toBeTruthy();
  });

  it('passes axe with its label, its calendar open and its error', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Harness />);
    await user.click(field());
    expect(screen.getByRole('button', { name: 'Next month' })).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
    await user.type(field(), '31/02/2026');
    await user.tab();
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('DateTimeField', () => {
  it('joins the day and the hour into one wall time under one legend', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<TimeHarness />);
    const group = screen.getByRole('group', { name: /Start/ });
    const date = screen.getByLabelText('Date', { selector: 'input' });
    const time = screen.getByLabelText('Time', { selector: 'input' });
    expect(group.contains(date) && group.contains(time)).toBe(true);
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(date)).toBe('Required');
    expect(time.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(time.getAttribute('aria-errormessage') ?? '')?.textContent).toBe('Required');
    expect(screen.getAllByText('Required')).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);

    await user.type(date, '25/12/2026');
    expect(value()).toBe('');
    await user.type(time, '10:30');
    expect(value()).toBe('2026-12-25T10:30');
    expect(screen.queryByText('Required')).toBeNull();
    expect(await seriousViolations()).toEqual([]);
  });
});
