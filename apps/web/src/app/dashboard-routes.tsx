import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { rentalPaths } from '@/features/rentals/rentals/paths';
import { boxesPaths } from '@/features/sharing/boxes/boxes-paths';
import { eventsPaths } from '@/features/content/events/events-paths';
import { assistancePaths, sharingStatisticsPaths } from '@/config/sharing-statistics-paths';
import { fleetCalendarPath, sharedBikeHomesPath } from '@/features/sharing/reservations/calendar-paths';
import { RequireBookingAccess } from '@/features/sharing/reservations/components/booking-guard';
import { tourPaths } from '@/features/workshop/tours/paths';
import { billPaths } from '@/features/billing/bills/paths';
import { quotePaths } from '@/features/content/quotes/paths';
import { faqPaths } from '@/features/content/faq/paths';
import { financingPaths } from '@/features/billing/financing/paths';
import { insurancePaths } from '@/features/billing/insurance-follow-ups/paths';
import { giftCardPaths } from '@/features/billing/gift-cards/paths';
import { deliveryPaths } from '@/features/billing/online-payments/paths';
import { promoCodePaths } from '@/features/billing/promo-codes/paths';
import { billSourcePaths } from '@/features/billing/bill-sources/paths';
import { leasingPaths } from '@/features/billing/leasing/paths';
import { sepaPaths } from '@/features/billing/sepa/paths';
import { bankStatementPaths } from '@/features/billing/bank-statements/paths';
import { refundPaths } from '@/features/billing/refunds/paths';
import { questionnairePaths } from '@/features/content/questionnaires/paths';
import { RequirePermission } from '@/lib/auth/route-guards';
import { loadNamespaces, NAMESPACES } from '@/lib/i18n';

/*
 * The signed-in app's pages under /{locale}/dashboard. They are not in the first bundle: the router fetches this module
 * on the first navigation into the dashboard (dashboardRouteDiscovery in router.tsx), so a signed-out visitor's first
 * page does not carry hundreds of route entries (issue 9's budget). Modules add their routes here, wrapped in
 * <RequirePermission permission={[...]} /> (and/or companyAccess) when they are restricted.
 */
export const dashboardRoutes: RouteObject[] = [
  {
    // The signed-in app uses every namespace (and mixes them): all of them before its first screen.
    lazy: () => loadNamespaces(NAMESPACES).then(() => import('@/app/routes/dashboard/layout')),
    children: [
      { index: true, lazy: () => import('@/app/routes/dashboard/home') },
      { path: paths.userSettings.path, lazy: () => import('@/app/routes/dashboard/user-settings') },
      {
        element: <RequirePermission permission={['admin', 'fleetManager']} />,
        children: [
          { path: paths.users.path, lazy: () => import('@/app/routes/users/list') },
          { path: paths.userCreate.path, lazy: () => import('@/app/routes/users/create') },
          { path: paths.userDetail.path, lazy: () => import('@/app/routes/users/detail') },
          { path: paths.fleetQuiz.path, lazy: () => import('@/app/routes/quiz/builder') },
        ],
      },
      {
        element: <RequirePermission permission={['admin']} />,
        children: [
          { path: paths.companies.list.path, lazy: () => import('@/app/routes/companies/list') },
          { path: paths.companies.create.path, lazy: () => import('@/app/routes/companies/create') },
          { path: paths.companies.contacts.path, lazy: () => import('@/app/routes/companies/contacts') },
          { path: paths.companies.contactCreate.path, lazy: () => import('@/app/routes/companies/contact-create') },
          { path: paths.companies.contactDetails.path, lazy: () => import('@/app/routes/companies/contact-details') },
          { path: paths.companies.documentCreate.path, lazy: () => import('@/app/routes/companies/document-create') },
          { path: paths.companies.conditions.path, lazy: () => import('@/app/routes/conditions/admin-conditions') },
          { path: paths.companies.cafeteria.path, lazy: () => import('@/app/routes/conditions/admin-cafeteria') },
          { path: paths.companies.process.path, lazy: () => import('@/app/routes/companies/process') },
          { path: paths.companies.detail.path, lazy: () => import('@/app/routes/companies/detail') },
        ],
      },
      // Catalogue: staff read it, admins change it (as the API allows).
      {
        element: <RequirePermission permission={['admin', 'bikeMechanic', 'order', 'search']} />,
        children: [
          { path: paths.catalog.bikes.path, lazy: () => import('@/app/routes/catalog/bikes') },
          { path: paths.catalog.bikeDetail.path, lazy: () => import('@/app/routes/catalog/bike-detail') },
          { path: paths.catalog.notAvailable.path, lazy: () => import('@/app/routes/catalog/not-available') },
          { path: paths.catalog.characteristics.path, lazy: () => import('@/app/routes/catalog/characteristics') },
        ],
      },
      {
        element: <RequirePermission permission={['order', 'admin']} />,
        children: [{ path: paths.catalog.cafeteria.path, lazy: () => import('@/app/routes/catalog/cafeteria') }],
      },
      {
        element: <RequirePermission permission={['admin', 'fleetManager', 'bikeMechanic']} />,
        children: [
          { path: paths.stock.fleetBikes.path, lazy: () => import('@/app/routes/stock/fleet-bikes') },
          { path: paths.stock.fleetBike.path, lazy: () => import('@/app/routes/stock/fleet-bike') },
        ],
      },
      {
        element: <RequirePermission permission={['admin', 'fleetManager']} />,
        children: [
          { path: paths.catalog.externalBikes.path, lazy: () => import('@/app/routes/catalog/external-bikes') },
          { path: paths.catalog.externalBikeCreate.path, lazy: () => import('@/app/routes/catalog/external-bike-create') },
          { path: paths.catalog.externalBikeDetail.path, lazy: () => import('@/app/routes/catalog/external-bike-detail') },
          { path: fleetCalendarPath.path, lazy: () => import('@/app/routes/sharing/calendar') },
          { path: rentalPaths.list.path, lazy: () => import('@/app/routes/rentals/list') },
          { path: rentalPaths.detail.path, lazy: () => import('@/app/routes/rentals/detail') },
        ],
      },
      {
        element: <RequirePermission permission={['admin']} />,
        children: [
          { path: rentalPaths.create.path, lazy: () => import('@/app/routes/rentals/create') },
          { path: paths.catalog.bikeCreate.path, lazy: () => import('@/app/routes/catalog/bike-create') },
          { path: paths.catalog.imports.path, lazy: () => import('@/app/routes/catalog/imports') },
          { path: paths.catalog.importBrand.path, lazy: () => import('@/app/routes/catalog/import-brand') },
          { path: paths.catalog.accessories.path, lazy: () => import('@/app/routes/catalog/accessories') },
          { path: paths.catalog.accessoryCreate.path, lazy: () => import('@/app/routes/catalog/accessory-create') },
          { path: paths.catalog.accessoryDetail.path, lazy: () => import('@/app/routes/catalog/accessory-detail') },
          { path: paths.catalog.accessoryMerge.path, lazy: () => import('@/app/routes/catalog/accessory-merge') },
          { path: paths.catalog.shopSchedule.path, lazy: () => import('@/app/routes/catalog/shop-schedule') },
          { path: paths.catalog.usedBikes.path, lazy: () => import('@/app/routes/catalog/used-bikes') },
          { path: paths.catalog.usedBikeCreate.path, lazy: () => import('@/app/routes/catalog/used-bike-create') },
          { path: paths.catalog.buyBacks.path, lazy: () => import('@/app/routes/catalog/buy-backs') },
          { path: paths.catalog.usedBikeDetail.path, lazy: () => import('@/app/routes/catalog/used-bike-detail') },
          { path: paths.catalog.migration.path, lazy: () => import('@/app/routes/catalog/cyclesoftware-migration') },
        ],
      },
      {
        element: <RequirePermission permission={['admin']} />,
        children: [
          { path: paths.stock.bikes.path, lazy: () => import('@/app/routes/stock/bikes-list') },
          { path: paths.stock.bikeCreate.path, lazy: () => import('@/app/routes/stock/bike-create') },
          { path: paths.stock.insurance.path, lazy: () => import('@/app/routes/stock/insurance') },
          { path: paths.stock.bikeDetail.path, lazy: () => import('@/app/routes/stock/bike-detail') },
          { path: paths.stock.encode.path, lazy: () => import('@/app/routes/stock/encode') },
          { path: paths.stock.accessories.path, lazy: () => import('@/app/routes/stock/accessories') },
          { path: paths.requests.path, lazy: () => import('@/app/routes/requests/list') },
          { path: paths.requests.detail.path, lazy: () => import('@/app/routes/requests/detail') },
          { path: paths.jobs.path, lazy: () => import('@/app/routes/jobs/list') },
        ],
      },
      {
        element: <RequirePermission permission={['admin', 'bikeMechanic']} />,
        children: [
          { path: paths.inventory.list.path, lazy: () => import('@/app/routes/inventory/list') },
          { path: paths.inventory.detail.path, lazy: () => import('@/app/routes/inventory/detail') },
          // The workshop's price list and capacity (decision 030): mechanics read, admins change.
          { path: paths.servicePrices.list.path, lazy: () => import('@/app/routes/workshop/service-prices') },
          { path: paths.servicePrices.create.path, lazy: () => import('@/app/routes/workshop/service-price-create') },
          { path: paths.servicePrices.edit.path, lazy: () => import('@/app/routes/workshop/service-price-edit') },
          { path: paths.workshopCapacity.path, lazy: () => import('@/app/routes/workshop/capacity') },
        ],
      },
      // Shared-bike reservations (decision 033): employees of a company with shared bikes book and see their own.
      {
        element: <RequirePermission companyAccess="sharing" />,
        children: [
          { path: paths.reservations.mine.path, lazy: () => import('@/app/routes/sharing/mine') },
          {
            path: paths.reservations.quiz.path,
            lazy: () => loadNamespaces(['quiz', 'sharing']).then(() => import('@/app/routes/sharing/quiz')),
          },
        ],
      },
      // Booking, also on someone's behalf by the shop's staff or a fleet manager (decision 039).
      {
        element: <RequireBookingAccess />,
        children: [
          { path: paths.reservations.create.path, lazy: () => import('@/app/routes/sharing/book') },
          { path: paths.reservations.confirmation.path, lazy: () => import('@/app/routes/sharing/confirmation') },
        ],
      },
      {
        element: <RequirePermission permission={['admin', 'fleetManager']} />,
        children: [{ path: sharedBikeHomesPath.path, lazy: () => import('@/app/routes/sharing/bike-buildings') }],
      },
      {
        element: <RequirePermission permission={['admin', 'fleetManager']} />,
        children: [{ path: paths.reservations.list.path, lazy: () => import('@/app/routes/sharing/list') }],
      },
      {
        element: <RequirePermission permission={['admin', 'fleetManager', 'search']} />,
        children: [{ path: paths.reservations.detail.path, lazy: () => import('@/app/routes/sharing/detail') }],
      },
      // Boxes and key codes (decision 036): fleet managers (their company), mechanics and admins; admins install them.
      {
        element: <RequirePermission permission={['admin', 'fleetManager', 'bikeMechanic']} />,
        children: [
          { path: boxesPaths.list.path, lazy: () => import('@/app/routes/boxes/list') },
          { path: boxesPaths.detail.path, lazy: () => import('@/app/routes/boxes/detail') },
        ],
      },
      {
        element: <RequirePermission permission={['admin']} />,
        children: [
          { path: boxesPaths.create.path, lazy: () => import('@/app/routes/boxes/create') },
          { path: boxesPaths.statistics.path, lazy: () => import('@/app/routes/boxes/statistics') },
        ],
      },
      // Shared-bike statistics and assistance (decision 038): my statistics and reporting for employees of a company
      // with shared bikes; usage statistics for fleet managers and admins; the reports' list for whoever signed in
      // (the API scopes it: own, company, all).
      {
        element: <RequirePermission companyAccess="sharing" />,
        children: [
          { path: sharingStatisticsPaths.mine.path, lazy: () => import('@/app/routes/sharing-statistics/mine') },
          { path: assistancePaths.create.path, lazy: () => import('@/app/routes/assistance/create') },
        ],
      },
      {
        element: <RequirePermission permission={['admin', 'fleetManager']} />,
        children: [{ path: sharingStatisticsPaths.usage.path, lazy: () => import('@/app/routes/sharing-statistics/usage') }],
      },
      { path: assistancePaths.list.path, lazy: () => import('@/app/routes/assistance/list') },
      { path: assistancePaths.detail.path, lazy: () => import('@/app/routes/assistance/detail') },
      // Cycling events (decision 057): everyone sees theirs; teams and points for admins and the company's fleet manager.
      { path: eventsPaths.list.path, lazy: () => import('@/app/routes/events/list') },
      { path: eventsPaths.detail.path, lazy: () => import('@/app/routes/events/detail') },
      {
        element: <RequirePermission permission={['admin', 'fleetManager']} />,
        children: [
          { path: eventsPaths.teams.path, lazy: () => import('@/app/routes/events/teams') },
          { path: eventsPaths.games.path, lazy: () => import('@/app/routes/events/games') },
        ],
      },
      // Sales (decision 021): the shop's staff, a fleet manager's company, and the customer's own.
      {
        element: <RequirePermission permission={['admin', 'order']} shopStaff />,
        children: [
          { path: paths.sales.offers.path, lazy: () => import('@/app/routes/sales/offers') },
          { path: paths.sales.offerCreate.path, lazy: () => import('@/app/routes/sales/offer-create') },
          { path: paths.sales.offer.path, lazy: () => import('@/app/routes/sales/offer') },
          { path: paths.sales.orders.path, lazy: () => import('@/app/routes/sales/orders') },
          { path: paths.sales.order.path, lazy: () => import('@/app/routes/sales/order') },
          { path: paths.leads.list.path, lazy: () => import('@/app/routes/leads/list') },
          { path: paths.leads.create.path, lazy: () => import('@/app/routes/leads/create') },
          { path: paths.leads.detail.path, lazy: () => import('@/app/routes/leads/detail') },
          // Grouped orders to suppliers (decision 025).
          { path: paths.groupedOrders.list.path, lazy: () => import('@/app/routes/grouped-orders/list') },
          { path: paths.groupedOrders.create.path, lazy: () => import('@/app/routes/grouped-orders/create') },
          { path: paths.groupedOrders.bikeOrders.path, lazy: () => import('@/app/routes/grouped-orders/bike-orders') },
          { path: paths.groupedOrders.accessoryOrders.path, lazy: () => import('@/app/routes/grouped-orders/accessory-orders') },
          { path: paths.groupedOrders.detail.path, lazy: () => import('@/app/routes/grouped-orders/detail') },
          { path: paths.groupedOrders.receive.path, lazy: () => import('@/app/routes/grouped-orders/receive') },
          ...[...paths.groupedOrders.addLine.paths(), ...paths.groupedOrders.line.paths()].map((path) => ({
            path,
            lazy: () => import('@/app/routes/grouped-orders/line'),
          })),
          // The cash register (decision 023).
          { path: paths.checkout.till.path, lazy: () => import('@/app/routes/checkout/till') },
          { path: paths.checkout.tickets.path, lazy: () => import('@/app/routes/checkout/tickets') },
          { path: paths.checkout.ticket.path, lazy: () => import('@/app/routes/checkout/ticket') },
        ],
      },
      {
        element: <RequirePermission permission={['fleetManager']} />,
        children: [
          { path: paths.sales.fleetOffers.path, lazy: () => import('@/app/routes/sales/fleet-offers') },
          { path: paths.sales.fleetOffer.path, lazy: () => import('@/app/routes/sales/fleet-offer') },
          { path: paths.sales.fleetOrders.path, lazy: () => import('@/app/routes/sales/fleet-orders') },
          { path: paths.sales.fleetOrder.path, lazy: () => import('@/app/routes/sales/fleet-order') },
        ],
      },
      // Maintenance requests (decision 029): the workshop, the fleet manager, and everyone's own.
      {
        element: <RequirePermission permission={['admin', 'bikeMechanic']} />,
        children: [
          { path: paths.maintenance.workshopList.path, lazy: () => import('@/app/routes/maintenance/workshop-list') },
          { path: paths.maintenance.workshopCreate.path, lazy: () => import('@/app/routes/maintenance/workshop-create') },
          { path: paths.maintenance.pendingValidation.path, lazy: () => import('@/app/routes/maintenance/pending-validation') },
          { path: paths.maintenance.priority.path, lazy: () => import('@/app/routes/maintenance/priority-requests') },
          { path: paths.maintenance.workshopDetail.path, lazy: () => import('@/app/routes/maintenance/workshop-detail') },
        ],
      },
      // Repair tours (decision 032): the admin plans them, the mechanic works through their day.
      {
        element: <RequirePermission permission={['admin']} />,
        children: [
          { path: tourPaths.list.path, lazy: () => import('@/app/routes/tours/list') },
          { path: tourPaths.map.path, lazy: () => import('@/app/routes/tours/map') },
          { path: tourPaths.detail.path, lazy: () => import('@/app/routes/tours/detail') },
          { path: tourPaths.addStop.path, lazy: () => import('@/app/routes/tours/add-stop') },
          { path: tourPaths.toPropose.path, lazy: () => import('@/app/routes/tours/to-propose') },
          { path: tourPaths.toConfirm.path, lazy: () => import('@/app/routes/tours/to-confirm') },
        ],
      },
      {
        element: <RequirePermission permission={['admin', 'bikeMechanic']} />,
        children: [{ path: tourPaths.myTour.path, lazy: () => import('@/app/routes/tours/my-tour') }],
      },
      {
        element: <RequirePermission permission={['fleetManager', 'order']} />,
        children: [
          { path: paths.maintenance.fleetList.path, lazy: () => import('@/app/routes/maintenance/fleet-list') },
          { path: paths.maintenance.fleetWaiting.path, lazy: () => import('@/app/routes/maintenance/fleet-waiting') },
          { path: paths.maintenance.fleetDetail.path, lazy: () => import('@/app/routes/maintenance/fleet-detail') },
        ],
      },
      { path: paths.maintenance.mine.path, lazy: () => import('@/app/routes/maintenance/my-maintenance') },
      { path: paths.maintenance.ask.path, lazy: () => import('@/app/routes/maintenance/ask') },
      { path: paths.maintenance.mineDetail.path, lazy: () => import('@/app/routes/maintenance/my-detail') },
      { path: paths.sales.myOffers.path, lazy: () => import('@/app/routes/sales/my-offers') },
      { path: paths.sales.myOffer.path, lazy: () => import('@/app/routes/sales/my-offer') },
      { path: paths.sales.myOrders.path, lazy: () => import('@/app/routes/sales/my-orders') },
      { path: paths.sales.myOrder.path, lazy: () => import('@/app/routes/sales/my-order') },
      {
        element: <RequirePermission companyAccess="cafeteria" />,
        children: [{ path: paths.netCost.path, lazy: () => import('@/app/routes/net-cost/simulator') }],
      },
      {
        element: <RequirePermission permission={['fleetManager']} />,
        children: [
          { path: paths.fleetConditions.home.path, lazy: () => import('@/app/routes/conditions/fleet-home') },
          { path: paths.fleetConditions.edit.path, lazy: () => import('@/app/routes/conditions/fleet-conditions') },
          { path: paths.fleetConditions.cafeteria.path, lazy: () => import('@/app/routes/conditions/fleet-cafeteria') },
        ],
      },
      // Bills from sources and bills ↔ bikes (decision 048): admins only.
      {
        element: <RequirePermission permission={['admin']} />,
        children: [
          { path: billSourcePaths.workshopJobs.path, lazy: () => import('@/app/routes/bill-sources/entretiens-to-bill') },
          { path: billSourcePaths.tickets.path, lazy: () => import('@/app/routes/bill-sources/tickets-to-bill') },
          { path: billSourcePaths.orders.path, lazy: () => import('@/app/routes/bill-sources/to-create') },
          { path: billSourcePaths.rentals.path, lazy: () => import('@/app/routes/bill-sources/rentals-to-bill') },
          { path: billSourcePaths.bikesToLink.path, lazy: () => import('@/app/routes/bill-sources/bikes-to-link') },
          { path: billSourcePaths.bikesLink.path, lazy: () => import('@/app/routes/bill-sources/bikes-link') },
          { path: billSourcePaths.updateBikes.path, lazy: () => import('@/app/routes/bill-sources/bills-bikes-link-update') },
        ],
      },
      // Bills (issue 14): the admin's list, create and one bill; the fleet manager's company's; the customer's own.
      {
        element: <RequirePermission permission={['admin']} />,
        children: [
          { path: billPaths.list.path, lazy: () => import('@/app/routes/bills/list') },
          { path: billPaths.create.path, lazy: () => import('@/app/routes/bills/create') },
        ],
      },
      {
        element: <RequirePermission permission={['fleetManager']} />,
        children: [{ path: billPaths.fleetList.path, lazy: () => import('@/app/routes/bills/fleet-list') }],
      },
      {
        element: <RequirePermission permission={['admin', 'fleetManager']} />,
        children: [{ path: billPaths.detail.path, lazy: () => import('@/app/routes/bills/detail') }],
      },
      // Gift cards, promo codes and delivery settings (decision 050): admins.
      {
        element: <RequirePermission permission={['admin']} />,
        children: [
          { path: giftCardPaths.list.path, lazy: () => import('@/app/routes/payments/gift-cards') },
          { path: giftCardPaths.detail.path, lazy: () => import('@/app/routes/payments/gift-card') },
          { path: promoCodePaths.list.path, lazy: () => import('@/app/routes/payments/promo-codes') },
          { path: promoCodePaths.create.path, lazy: () => import('@/app/routes/payments/promo-code-create') },
          { path: promoCodePaths.detail.path, lazy: () => import('@/app/routes/payments/promo-code') },
          { path: deliveryPaths.settings.path, lazy: () => import('@/app/routes/payments/delivery-settings') },
        ],
      },
      { path: billPaths.mine.path, lazy: () => import('@/app/routes/bills/mine') },
      // External financing and insurance follow-ups (decision 051): the admin's; fleet managers read their company's follow-ups.
      {
        element: <RequirePermission permission={['admin']} />,
        children: [
          { path: financingPaths.list.path, lazy: () => import('@/app/routes/financing/list') },
          { path: financingPaths.create.path, lazy: () => import('@/app/routes/financing/create') },
          { path: financingPaths.detail.path, lazy: () => import('@/app/routes/financing/detail') },
          { path: insurancePaths.create.path, lazy: () => import('@/app/routes/insurance-follow-ups/create') },
        ],
      },
      {
        element: <RequirePermission permission={['admin', 'fleetManager']} />,
        children: [
          { path: insurancePaths.list.path, lazy: () => import('@/app/routes/insurance-follow-ups/list') },
          { path: insurancePaths.detail.path, lazy: () => import('@/app/routes/insurance-follow-ups/detail') },
        ],
      },
      // Leasing (decision 049): runs and contracts for admins; the end-of-lease list read by fleet managers; one contract (the notice's link) for whoever may see it.
      {
        element: <RequirePermission permission={['admin']} />,
        children: [
          { path: leasingPaths.create.path, lazy: () => import('@/app/routes/leasing/create') },
          { path: leasingPaths.runs.path, lazy: () => import('@/app/routes/leasing/runs') },
        ],
      },
      {
        element: <RequirePermission permission={['admin', 'fleetManager']} />,
        children: [{ path: leasingPaths.endList.path, lazy: () => import('@/app/routes/leasing/end-list') }],
      },
      { path: leasingPaths.contract.path, lazy: () => import('@/app/routes/leasing/contract') },
      // SEPA direct debit (decision 046): admins only.
      {
        element: <RequirePermission permission={['admin']} />,
        children: [
          { path: sepaPaths.list.path, lazy: () => import('@/app/routes/sepa/list') },
          { path: sepaPaths.create.path, lazy: () => import('@/app/routes/sepa/create') },
          { path: sepaPaths.batch.path, lazy: () => import('@/app/routes/sepa/batch') },
          { path: sepaPaths.mandate.path, lazy: () => import('@/app/routes/sepa/mandate') },
        ],
      },
      // Refunds (decision 065): admins only.
      {
        element: <RequirePermission permission={['admin']} />,
        children: [
          { path: refundPaths.list.path, lazy: () => import('@/app/routes/refunds/list') },
          { path: refundPaths.batch.path, lazy: () => import('@/app/routes/refunds/batch') },
        ],
      },
      { path: billPaths.mineDetail.path, lazy: () => import('@/app/routes/bills/mine-detail') },
      { path: quotePaths.list.path, lazy: () => import('@/app/routes/quotes/list') },
      // The FAQ (decision 055): read by everyone signed in, written and ordered by admins.
      { path: faqPaths.dashboard.path, lazy: () => import('@/app/routes/faq/list') },
      {
        element: <RequirePermission permission={['admin']} />,
        children: [{ path: faqPaths.admin.path, lazy: () => import('@/app/routes/faq/admin') }],
      },
      // Bank statements and the movements waiting to be matched (decision 047).
      {
        element: <RequirePermission permission={['admin']} />,
        children: [{ path: bankStatementPaths.home.path, lazy: () => import('@/app/routes/bills/bank-statements') }],
      },
      // Company questionnaires (decision 054): admins build them and read their responses.
      {
        element: <RequirePermission permission={['admin']} />,
        children: [
          { path: questionnairePaths.list.path, lazy: () => import('@/app/routes/questionnaires/list') },
          { path: questionnairePaths.create.path, lazy: () => import('@/app/routes/questionnaires/create') },
          { path: questionnairePaths.edit.path, lazy: () => import('@/app/routes/questionnaires/edit') },
          { path: questionnairePaths.responses.path, lazy: () => import('@/app/routes/questionnaires/responses') },
        ],
      },
      // The blog's admin screens (decision 056): admins only.
      {
        element: <RequirePermission permission={['admin']} />,
        children: [
          { path: 'blog', lazy: () => import('@/app/routes/blog/list') },
          { path: 'blog/create', lazy: () => import('@/app/routes/blog/create') },
          { path: 'blog/:slug/details', lazy: () => import('@/app/routes/blog/details') },
          { path: 'blog/:slug/edit', lazy: () => import('@/app/routes/blog/edit') },
        ],
      },
    ],
  },
];
