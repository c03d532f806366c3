import type { DashboardWidget } from '@/features/shell/dashboard/components/dashboard-widget';
import { DashboardHomePage } from '@/features/shell/dashboard/routes/dashboard-home-page';
import { DashboardCarousel } from '@/features/content/dashboard-cards/components/dashboard-carousel';
import { MyBikeCard } from '@/features/content/dashboard-cards/components/my-bike-card';
import { QuoteOfTheDayCard } from '@/features/content/quotes/components/quote-of-the-day-card';
import { NewRequestsCard } from '@/features/requests/requests/components/new-requests-card';
import { OrderGroupsCard } from '@/features/sales/offers-and-orders/components/order-groups-card';
import { WaitingOrdersCard } from '@/features/sales/offers-and-orders/components/waiting-orders-card';
import { StockOverviewCard } from '@/features/stock/stock/components/stock-overview-card';
import { TeamCard } from '@/features/identity/users/components/team-card';
import { ImpactReportCard } from '@/features/insight/ranking/components/impact-report-card';
import { RankingCard } from '@/features/insight/ranking/components/ranking-card';
import { billPaths } from '@/features/billing/bills/paths';
import { leasingPaths } from '@/features/billing/leasing/paths';
import { myBikesPaths } from '@/features/insight/my-bikes/paths';
import { AttentionCard, type AttentionLinks } from '@/features/insight/attention/components/attention-card';
import { fleetCalendarPath } from '@/features/sharing/reservations/calendar-paths';
import { paths } from '@/config/paths';

/** The lists behind the fleet manager's counts (decision 094). */
const ATTENTION_LINKS: AttentionLinks = {
  orders_to_validate: (locale) => paths.sales.fleetOrders.getHref(locale, { group: 'to_validate' }),
  overdue_bills: billPaths.fleetList.getHref,
  maintenance_waiting_answer: paths.maintenance.fleetWaiting.getHref,
  reservations_today: fleetCalendarPath.getHref,
  reservations_tomorrow: fleetCalendarPath.getHref,
  contracts_ending: leasingPaths.endList.getHref,
};

/** The modules' dashboard cards, each with the rule of the screen it leads to. */
const WIDGETS: readonly DashboardWidget[] = [
  { key: 'stock', permission: ['admin'], element: <StockOverviewCard />, wide: true },
  { key: 'requests', permission: ['admin'], element: <NewRequestsCard /> },
  { key: 'attention', permission: ['fleetManager'], element: <AttentionCard links={ATTENTION_LINKS} /> },
  { key: 'team', permission: ['fleetManager'], element: <TeamCard /> },
  { key: 'orders', permission: ['admin', 'order'], element: <OrderGroupsCard space="staff" /> },
  { key: 'waiting-orders', permission: ['admin'], element: <WaitingOrdersCard /> },
  { key: 'company-orders', permission: ['fleetManager'], element: <OrderGroupsCard space="fleet" /> },
  { key: 'my-orders', withoutPermission: ['admin', 'order', 'fleetManager'], element: <OrderGroupsCard space="mine" /> },
  { key: 'quote', element: <QuoteOfTheDayCard /> },
  // Employees and private customers (decision 058): staff and fleet managers have their own screens.
  { key: 'carousel', withoutPermission: ['admin', 'order', 'fleetManager', 'bikeMechanic'], element: <DashboardCarousel />, wide: true },
  {
    key: 'my-bike',
    withoutPermission: ['admin', 'order', 'fleetManager', 'bikeMechanic'],
    element: <MyBikeCard allBikesHref={myBikesPaths.list.getHref} />,
  },
  // The CO2 ranking (decision 093): for the people who ride; the employer's impact report for the fleet manager.
  { key: 'ranking', withoutPermission: ['admin', 'order', 'bikeMechanic', 'search'], element: <RankingCard /> },
  { key: 'impact-report', permission: ['fleetManager'], element: <ImpactReportCard /> },
];

export function DashboardHome() {
  return <DashboardHomePage widgets={WIDGETS} />;
}
