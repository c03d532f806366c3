import type { RouteObject } from 'react-router';
import { booksRoutes } from '@/features/accounting/books/books-routes';
import { bankStatementsRoutes } from '@/features/billing/bank-statements/routes/bank-statements-routes';
import { billSourcesRoutes } from '@/features/billing/bill-sources/routes/bill-sources-routes';
import { billsRoutes } from '@/features/billing/bills/routes/bills-routes';
import { financingRoutes } from '@/features/billing/financing/routes/financing-routes';
import { giftCardsRoutes } from '@/features/billing/gift-cards/routes/gift-cards-routes';
import { insuranceFollowUpsRoutes } from '@/features/billing/insurance-follow-ups/routes/insurance-follow-ups-routes';
import { leasingRoutes } from '@/features/billing/leasing/routes/leasing-routes';
import { onlinePaymentsRoutes } from '@/features/billing/online-payments/routes/online-payments-routes';
import { promoCodesRoutes } from '@/features/billing/promo-codes/routes/promo-codes-routes';
import { refundsRoutes } from '@/features/billing/refunds/routes/refunds-routes';
import { shopOrdersRoutes } from '@/features/shop/shop-orders/routes/shop-orders-routes';
import { shopCustomerRoutes } from '@/features/shop/shop/routes/shop-customer-routes';
import { depreciationRoutes } from '@/features/accounting/depreciation/routes/depreciation-routes';
import { loansRoutes } from '@/features/accounting/loans/routes/loans-routes';
import { expenseReportsRoutes } from '@/features/accounting/expense-reports/routes/expense-reports-routes';
import { sepaRoutes } from '@/features/billing/sepa/routes/sepa-routes';
import { catalogRoutes } from '@/features/catalog/catalog/routes/catalog-routes';
import { companiesRoutes } from '@/features/companies/companies/routes/companies-routes';
import { conditionsRoutes } from '@/features/companies/conditions/routes/conditions-routes';
import { quizRoutes } from '@/features/companies/quiz/routes/quiz-routes';
import { blogRoutes } from '@/features/content/blog/routes/blog-routes';
import { eventsRoutes } from '@/features/content/events/routes/events-routes';
import { rankingRoutes } from '@/features/insight/ranking/routes/ranking-routes';
import { faqRoutes } from '@/features/content/faq/routes/faq-routes';
import { questionnairesRoutes } from '@/features/content/questionnaires/routes/questionnaires-routes';
import { quotesRoutes } from '@/features/content/quotes/routes/quotes-routes';
import { userSettingsRoutes } from '@/features/identity/user-settings/routes/user-settings-routes';
import { usersRoutes } from '@/features/identity/users/routes/users-routes';
import { insightStatisticsRoutes } from '@/features/insight/statistics/routes/statistics-routes';
import { jobsRoutes } from '@/features/jobs/jobs/routes/jobs-routes';
import { rentalsRoutes } from '@/features/rentals/rentals/routes/rentals-routes';
import { requestsRoutes } from '@/features/requests/requests/routes/requests-routes';
import { checkoutRoutes } from '@/features/sales/checkout/routes/checkout-routes';
import { groupedOrdersRoutes } from '@/features/sales/grouped-orders/routes/grouped-orders-routes';
import { leadsRoutes } from '@/features/sales/leads/routes/leads-routes';
import { netCostRoutes } from '@/features/sales/net-cost/routes/net-cost-routes';
import { offersAndOrdersRoutes } from '@/features/sales/offers-and-orders/routes/offers-and-orders-routes';
import { assistanceRoutes } from '@/features/sharing/assistance/routes/assistance-routes';
import { boxesRoutes } from '@/features/sharing/boxes/routes/boxes-routes';
import { reservationsRoutes } from '@/features/sharing/reservations/routes/reservations-routes';
import { statisticsRoutes } from '@/features/sharing/statistics/routes/statistics-routes';
import { cyclesoftwareMigrationRoutes } from '@/features/stock/cyclesoftware-migration/routes/cyclesoftware-migration-routes';
import { externalBikesRoutes } from '@/features/stock/external-bikes/routes/external-bikes-routes';
import { inventoryRoutes } from '@/features/stock/inventory/routes/inventory-routes';
import { shopScheduleRoutes } from '@/features/stock/shop-schedule/routes/shop-schedule-routes';
import { stockRoutes } from '@/features/stock/stock/routes/stock-routes';
import { usedBikesRoutes } from '@/features/stock/used-bikes/routes/used-bikes-routes';
import { capacityRoutes } from '@/features/workshop/capacity/routes/capacity-routes';
import { maintenanceRoutes } from '@/features/workshop/maintenance/routes/maintenance-routes';
import { myBikesRoutes } from '@/features/insight/my-bikes/routes/my-bikes-routes';
import { servicePricesRoutes } from '@/features/workshop/service-prices/routes/service-prices-routes';
import { workshopPartsRoutes } from '@/features/workshop/parts/routes/parts-routes';
import { toursRoutes } from '@/features/workshop/tours/routes/tours-routes';
import { forecastRoutes } from '@/features/insight/forecast/routes/forecast-routes';
import { monitoringRoutes } from '@/features/insight/monitoring/routes/monitoring-routes';
import { specAddressRoutes } from '@/app/spec-addresses';
import { loadNamespaces, NAMESPACES } from '@/lib/i18n';

/*
 * The signed-in app's pages under /{locale}/dashboard. They are not in the first bundle: the router fetches this module
 * on the first navigation into the dashboard (dashboardRouteDiscovery in router.tsx), so a signed-out visitor's first
 * page does not carry hundreds of route entries (issue 9's budget). Each feature lists its pages, each behind the
 * guard of who may enter (decision 072); the app places the lists by the API's modules and gives the features the
 * pages it composes from several of them (app/compositions).
 */
export const dashboardRoutes: RouteObject[] = [
  {
    // The signed-in app uses every namespace (and mixes them): all of them before its first screen.
    lazy: () =>
      loadNamespaces(NAMESPACES)
        .then(() => import('@/app/layouts/dashboard-layout'))
        .then(({ DashboardLayout }) => ({ Component: DashboardLayout })),
    children: [
      { index: true, lazy: () => import('@/app/compositions/dashboard-home').then(({ DashboardHome }) => ({ Component: DashboardHome })) },
      // The specification's addresses of functions that live elsewhere here: redirects (issue 25, point 13).
      ...specAddressRoutes,
      // identity
      ...userSettingsRoutes,
      ...usersRoutes,
      // companies
      ...companiesRoutes({
        company: () =>
          import('@/app/compositions/company-detail-with-conditions').then(({ CompanyDetailWithConditions }) => ({
            Component: CompanyDetailWithConditions,
          })),
      }),
      ...conditionsRoutes,
      ...quizRoutes,
      // catalog
      ...catalogRoutes,
      // stock
      ...stockRoutes({
        bike: () =>
          import('@/app/compositions/stock-bike-detail-page').then(({ StockBikeDetailPage }) => ({ Component: StockBikeDetailPage })),
      }),
      ...externalBikesRoutes,
      ...usedBikesRoutes,
      ...inventoryRoutes,
      ...shopScheduleRoutes,
      ...cyclesoftwareMigrationRoutes,
      // sales
      ...offersAndOrdersRoutes({
        order: () => import('@/app/compositions/order-detail-pages').then(({ StaffOrderPage }) => ({ Component: StaffOrderPage })),
        fleetOrder: () => import('@/app/compositions/order-detail-pages').then(({ FleetOrderPage }) => ({ Component: FleetOrderPage })),
        myOrder: () => import('@/app/compositions/order-detail-pages').then(({ MyOrderPage }) => ({ Component: MyOrderPage })),
      }),
      ...leadsRoutes,
      ...groupedOrdersRoutes,
      ...checkoutRoutes,
      ...netCostRoutes,
      // workshop
      ...maintenanceRoutes({
        workshopRequest: () =>
          import('@/app/compositions/maintenance-request-pages').then(({ WorkshopRequestPage }) => ({ Component: WorkshopRequestPage })),
        fleetRequest: () =>
          import('@/app/compositions/maintenance-request-pages').then(({ FleetRequestPage }) => ({ Component: FleetRequestPage })),
        myRequest: () => import('@/app/compositions/maintenance-request-pages').then(({ MyRequestPage }) => ({ Component: MyRequestPage })),
      }),
      // insight (decision 094)
      ...myBikesRoutes,
      ...toursRoutes({ myTour: () => import('@/app/compositions/my-tour-page').then(({ MyTourPage }) => ({ Component: MyTourPage })) }),
      ...servicePricesRoutes,
      ...workshopPartsRoutes,
      ...capacityRoutes,
      // sharing
      ...reservationsRoutes({
        quiz: () =>
          import('@/app/compositions/shared-bike-quiz-page').then(({ SharedBikeQuizPage }) => ({ Component: SharedBikeQuizPage })),
      }),
      ...statisticsRoutes,
      ...assistanceRoutes,
      ...boxesRoutes,
      ...shopOrdersRoutes,
      ...shopCustomerRoutes,
      // rentals, requests, jobs
      ...rentalsRoutes,
      ...requestsRoutes,
      ...jobsRoutes,
      // content
      ...eventsRoutes,
      // insight
      ...rankingRoutes,
      ...faqRoutes,
      ...quotesRoutes,
      ...questionnairesRoutes,
      ...blogRoutes,
      // billing
      ...billsRoutes({
        bill: () =>
          import('@/app/compositions/bill-detail-pages').then(({ BillWithPaymentAndLinks }) => ({ Component: BillWithPaymentAndLinks })),
        myBill: () => import('@/app/compositions/bill-detail-pages').then(({ MyBillWithPayment }) => ({ Component: MyBillWithPayment })),
      }),
      ...billSourcesRoutes,
      ...bankStatementsRoutes,
      ...sepaRoutes,
      ...refundsRoutes,
      // accounting (decision 087)
      ...loansRoutes,
      ...depreciationRoutes,
      ...leasingRoutes,
      ...financingRoutes,
      ...insuranceFollowUpsRoutes,
      ...giftCardsRoutes,
      ...promoCodesRoutes,
      ...onlinePaymentsRoutes,
      // accounting
      ...expenseReportsRoutes,
      ...booksRoutes,
      // insight (issue 30)
      ...insightStatisticsRoutes,
      ...forecastRoutes,
      ...monitoringRoutes,
    ],
  },
];
