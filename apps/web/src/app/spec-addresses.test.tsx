import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SPEC_ADDRESS_PATHS, specAddressRoutes } from '@/app/spec-addresses';

function Landed() {
  const location = useLocation();
  return <p>landed on {`${location.pathname}${location.search}`}</p>;
}

/** The dashboard's redirects on their own, with a page that says where the visitor landed. */
async function visit(url: string) {
  const router = createMemoryRouter(
    [{ path: '/:locale/dashboard', children: [...specAddressRoutes, { path: '*', element: <Landed /> }] }],
    {
      initialEntries: [url],
    },
  );
  render(<RouterProvider router={router} />);
  return (await screen.findByText(/^landed on /)).textContent!.replace('landed on ', '');
}

describe('the specification’s addresses (issue 25, point 13)', () => {
  it.each([
    ['/en/dashboard/offers/interested/create', '/en/dashboard/interested/create'],
    ['/fr/dashboard/offers/interested/12', '/fr/dashboard/interested/12'],
    ['/nl/dashboard/offers/7/add-bike', '/nl/dashboard/offers/7'],
    ['/en/dashboard/offers/7/bike/3', '/en/dashboard/offers/7'],
    ['/en/dashboard/offers/7/other-accessory/add-other-accessory', '/en/dashboard/offers/7'],
    ['/en/dashboard/offers/7/service/2', '/en/dashboard/offers/7'],
    ['/en/dashboard/inventory/detail/4', '/en/dashboard/inventory/4'],
    ['/en/dashboard/inventory/4/create', '/en/dashboard/inventory/4'],
    ['/fr/dashboard/blog/list', '/fr/dashboard/blog'],
    ['/en/dashboard/bills/leasing-end/list', '/en/dashboard/bills/leasing-end'],
    ['/nl/dashboard/bills/sepa/list?status=draft', '/nl/dashboard/bills/sepa?status=draft'],
    ['/en/dashboard/bikes-stock/5/history-generate', '/en/dashboard/bikes-stock/5'],
    ['/en/dashboard/accessories-stock/create', '/en/dashboard/stock-encode'],
    ['/en/dashboard/accessories-stock/9', '/en/dashboard/accessories-catalog/9'],
  ])('%s leads to %s', async (from, to) => {
    expect(await visit(from)).toBe(to);
  });

  it('covers the offers’ ten line addresses, the two of interested people and eight others', () => {
    expect(SPEC_ADDRESS_PATHS.filter((p) => p.startsWith('offers/:id/'))).toHaveLength(10);
    expect(SPEC_ADDRESS_PATHS).toHaveLength(20);
  });
});
