import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListParams } from '@/lib/list-params';

function setup(url: string) {
  let result!: ReturnType<typeof useListParams>;
  function Probe() {
    result = useListParams({ sort: 'id' });
    return null;
  }
  const router = createMemoryRouter([{ path: '/list', element: <Probe /> }], { initialEntries: [url] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <>
      <RouterProvider router={router} />
      {children}
    </>
  );
  renderHook(() => null, { wrapper });
  return {
    params: () => result.params,
    update: (c: Record<string, string | null>) => result.update(c),
    search: () => router.state.location.search,
  };
}

describe('useListParams', () => {
  it('keeps both of two changes made in one tick (a filter, then the debounced search)', () => {
    const list = setup('/list?page=3&status=active');
    act(() => {
      list.update({ companyId: '2' });
      list.update({ q: 'dupont' });
    });
    expect(list.params().filters).toEqual({ status: 'active', companyId: '2' });
    expect(list.params().q).toBe('dupont');
    expect(list.params().page).toBe(1);
  });

  it('removes a filter set to nothing and keeps the page when the page is what changes', () => {
    const list = setup('/list?status=active&q=x');
    act(() => list.update({ status: null }));
    act(() => list.update({ page: '4' }));
    expect(list.search()).toBe('?q=x&page=4');
  });
});
