import { useForm } from '@mantine/form';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MoneyInput } from '@/components/ui/money-input';
import { renderWithProviders } from '@/test/render';

function Harness({ initial = null }: { initial?: number | null }) {
  const form = useForm<{ priceCents: number | null }>({ mode: 'controlled', initialValues: { priceCents: initial } });
  return (
    <>
      <MoneyInput {...form.getInputProps('priceCents')} label="Price" />
      <output data-testid="cents">{JSON.stringify(form.values.priceCents)}</output>
      <button type="button" onClick={() => form.setFieldValue('priceCents', 4999)}>
        Pick a product
      </button>
    </>
  );
}

const field = () => screen.getByLabelText('Price') as HTMLInputElement;
const cents = () => screen.getByTestId('cents').textContent;

describe('MoneyInput', () => {
  it('gives the form cents for euros typed with a comma in French', async () => {
    await renderWithProviders(<Harness />, { locale: 'fr' });
    await userEvent.type(field(), '12,5');
    expect(cents()).toBe('1250');
    expect(field().value).toBe('12,5');
  });

  it('gives the form null, not 0, once the field is cleared', async () => {
    await renderWithProviders(<Harness initial={1250} />, { locale: 'fr' });
    expect(field().value).toBe('12,5');
    await userEvent.clear(field());
    expect(cents()).toBe('null');
  });

  it('takes a dot in English', async () => {
    await renderWithProviders(<Harness />, { locale: 'en' });
    await userEvent.type(field(), '1234.56');
    expect(cents()).toBe('123456');
  });

  it('shows an amount set by the form in euros, in Dutch with a comma', async () => {
    await renderWithProviders(<Harness />, { locale: 'nl' });
    await userEvent.click(screen.getByRole('button', { name: 'Pick a product' }));
    expect(field().value).toBe('49,99');
    expect(screen.queryByText('€')).not.toBeNull();
  });
});
