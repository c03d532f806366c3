import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SearchInput } from '@/components/ui/search-input';
import { renderWithProviders } from '@/test/render';

function Harness() {
  const [searches, setSearches] = useState<string[]>([]);
  return (
    <>
      <SearchInput label="Search" value="" onSearch={(q) => setSearches((s) => [...s, q])} />
      <output data-testid="searches">{searches.join('|')}</output>
      <button type="button">A row</button>
    </>
  );
}

const searches = () => screen.getByTestId('searches').textContent;

describe('SearchInput', () => {
  it('searches once after the pause, at once when the box is left, and at once on Enter', async () => {
    await renderWithProviders(<Harness />);
    await userEvent.type(screen.getByLabelText('Search'), 'gaz');
    expect(searches()).toBe('');
    // Clicking a row within the pause: the search is applied before the click, not after it.
    await userEvent.click(screen.getByRole('button', { name: 'A row' }));
    expect(searches()).toBe('gaz');
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(searches()).toBe('gaz');

    await userEvent.type(screen.getByLabelText('Search'), 'elle{Enter}');
    expect(searches()).toBe('gaz|gazelle');
  });
});
