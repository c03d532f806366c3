import {
  IconApi,
  IconBarcode,
  IconBuildingBank,
  IconCalculator,
  IconCalendarStats,
  IconChartBar,
  IconLifebuoy,
  IconReceiptEuro,
  IconShieldCheck,
  IconBuildingWarehouse,
  IconCash,
  IconReceipt,
  IconClipboardList,
  IconInbox,
  IconKey,
  IconFileText,
  IconShoppingCart,
  IconPackages,
  IconBike,
  IconClock,
  IconCoffee,
  IconFileImport,
  IconHelmet,
  IconListDetails,
  IconRecycle,
  IconTool,
  IconRoute,
  IconTools,
  IconHourglass,
  IconUrgent,
  IconTransfer,
  IconBuilding,
  IconChecklist,
  IconLayoutDashboard,
  IconListCheck,
  IconSettings,
  IconStack2,
  IconTruckDelivery,
  IconUsers,
  IconUserSearch,
  type Icon,
} from '@tabler/icons-react';
import type { Locale } from '@veloport/domain';
import { paths } from '@/config/paths';
import { tourPaths } from '@/features/tours/paths';
import { billPaths } from '@/features/bills/paths';
import { financingPaths } from '@/features/financing/paths';
import { insurancePaths } from '@/features/insurance-follow-ups/paths';
import { billSourcePaths } from '@/features/bill-sources/paths';
import { leasingPaths } from '@/features/leasing/paths';
import { sepaPaths } from '@/features/sepa/paths';
import { rentalPaths } from '@/features/rentals/paths';
import { IconCoins, IconLock } from '@tabler/icons-react';
import { IconFilePlus } from '@tabler/icons-react';
import { bankStatementPaths } from '@/features/bank-statements/paths';
import { refundPaths } from '@/features/refunds/paths';
import { IconReceiptRefund } from '@tabler/icons-react';
import { blogPaths } from '@/features/blog/paths';
import { IconNews } from '@tabler/icons-react';
import { boxesPaths } from '@/features/boxes/boxes-paths';
import { eventsPaths } from '@/features/events/events-paths';
import { assistancePaths, sharingStatisticsPaths } from '@/config/sharing-statistics-paths';
import { fleetCalendarPath, sharedBikeHomesPath } from '@/features/sharing/calendar-paths';
import type { AccessRule } from '@/lib/authorization';
import { IconHelpCircle } from '@tabler/icons-react';
import { faqPaths } from '@/features/faq/paths';
import { IconGift, IconTicket, IconTruck } from '@tabler/icons-react';
import { IconTrophy } from '@tabler/icons-react';
import { giftCardPaths } from '@/features/gift-cards/paths';
import { deliveryPaths } from '@/features/online-payments/paths';
import { promoCodePaths } from '@/features/promo-codes/paths';
import { IconForms } from '@tabler/icons-react';
import { questionnairePaths } from '@/features/questionnaires/paths';

export type NavItem = AccessRule & {
  key: string;
  /** Key in the `common` namespace. */
  labelKey: string;
  icon: Icon;
  href: (locale: Locale) => string;
  /** Active only on this exact path (a parent of other items). */
  exact?: boolean;
  /** Served outside the single-page app: a plain link. */
  external?: boolean;
  /** The labelled group of the menu it sits in; none for the user's own pages at the top. */
  section?: NavSection;
};

/** The menu's groups, in order; their labels are `nav.sections.<key>` in `common`. */
export const NAV_SECTIONS = ['people', 'sales', 'billing', 'catalogue', 'bikes', 'shop', 'tools'] as const;
export type NavSection = (typeof NAV_SECTIONS)[number];

/** The dashboard menu, grouped by section; each module adds its entry here with the same rule as its route. */
export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'dashboard', labelKey: 'nav.dashboard', icon: IconLayoutDashboard, href: paths.dashboard.getHref, exact: true },
  { key: 'user-settings', labelKey: 'nav.userSettings', icon: IconSettings, href: paths.userSettings.getHref },
  { key: 'users', labelKey: 'nav.users', icon: IconUsers, href: paths.users.getHref, permission: ['admin', 'fleetManager'], section: 'people' },
  { key: 'companies', labelKey: 'nav.companies', icon: IconBuilding, href: paths.companies.list.getHref, permission: ['admin'], section: 'people' },
  { key: 'company-questionnaires', labelKey: 'questionnaires:nav.list', icon: IconForms, href: questionnairePaths.list.getHref, permission: ['admin'], section: 'people' },
  {
    key: 'our-conditions',
    labelKey: 'nav.ourConditions',
    icon: IconListCheck,
    href: paths.fleetConditions.home.getHref,
    permission: ['fleetManager'],
    section: 'people',
  },
  { key: 'quiz', labelKey: 'nav.quiz', icon: IconChecklist, href: (locale) => paths.fleetQuiz.getHref(locale), permission: ['fleetManager'], section: 'people' },
  { key: 'my-offers', labelKey: 'nav.myOffers', icon: IconFileText, href: paths.sales.myOffers.getHref, withoutPermission: ['admin', 'order', 'fleetManager'] },
  { key: 'my-orders', labelKey: 'nav.myOrders', icon: IconShoppingCart, href: paths.sales.myOrders.getHref, withoutPermission: ['admin', 'order', 'fleetManager'] },
  { key: 'my-maintenance', labelKey: 'nav.myMaintenance', icon: IconTool, href: paths.maintenance.mine.getHref, withoutPermission: ['admin', 'bikeMechanic'] },
  { key: 'my-bills', labelKey: 'bills:nav.myBills', icon: IconReceiptEuro, href: billPaths.mine.getHref, withoutPermission: ['admin', 'order', 'fleetManager'] },
  { key: 'net-cost', labelKey: 'nav.netCost', icon: IconCalculator, href: (locale) => paths.netCost.getHref(locale), companyAccess: 'cafeteria', withoutPermission: ['admin', 'order'] },
  { key: 'book-bike', labelKey: 'nav.bookBike', icon: IconBike, href: (locale) => paths.reservations.create.getHref(locale), companyAccess: 'sharing' },
  { key: 'my-reservations', labelKey: 'nav.myReservations', icon: IconClock, href: (locale) => paths.reservations.mine.getHref(locale), companyAccess: 'sharing' },
  { key: 'my-bike-statistics', labelKey: 'sharingStats:nav.myStatistics', icon: IconChartBar, href: sharingStatisticsPaths.mine.getHref, companyAccess: 'sharing', withoutPermission: ['admin', 'fleetManager'] },
  { key: 'my-assistance', labelKey: 'assistance:nav.myAssistance', icon: IconLifebuoy, href: assistancePaths.list.getHref, companyAccess: 'sharing', withoutPermission: ['admin', 'fleetManager', 'bikeMechanic'] },
  { key: 'events', labelKey: 'events:nav.events', icon: IconTrophy, href: eventsPaths.list.getHref },
  { key: 'leads', labelKey: 'nav.leads', icon: IconUserSearch, href: (locale) => paths.leads.list.getHref(locale), permission: ['admin', 'order'], shopStaff: true, section: 'sales' },
  { key: 'offers', labelKey: 'nav.offers', icon: IconFileText, href: (locale) => paths.sales.offers.getHref(locale), permission: ['admin', 'order'], shopStaff: true, section: 'sales' },
  { key: 'orders', labelKey: 'nav.orders', icon: IconShoppingCart, href: (locale) => paths.sales.orders.getHref(locale), permission: ['admin', 'order'], shopStaff: true, section: 'sales' },
  { key: 'grouped-orders', labelKey: 'nav.groupedOrders', icon: IconTruckDelivery, href: (locale) => paths.groupedOrders.list.getHref(locale), permission: ['admin', 'order'], shopStaff: true, section: 'sales' },
  { key: 'checkout', labelKey: 'nav.checkout', icon: IconCash, href: paths.checkout.till.getHref, permission: ['admin', 'order'], shopStaff: true, section: 'sales', exact: true },
  { key: 'checkout-tickets', labelKey: 'nav.checkoutTickets', icon: IconReceipt, href: paths.checkout.tickets.getHref, permission: ['admin', 'order'], shopStaff: true, section: 'sales' },
  { key: 'bills', labelKey: 'bills:nav.bills', icon: IconReceiptEuro, href: billPaths.list.getHref, permission: ['admin'], section: 'billing' },
  { key: 'gift-cards', labelKey: 'payments:nav.giftCards', icon: IconGift, href: giftCardPaths.list.getHref, permission: ['admin'], section: 'billing' },
  { key: 'promo-codes', labelKey: 'payments:nav.promoCodes', icon: IconTicket, href: promoCodePaths.list.getHref, permission: ['admin'], section: 'billing' },
  { key: 'delivery-settings', labelKey: 'payments:nav.delivery', icon: IconTruck, href: deliveryPaths.settings.getHref, permission: ['admin'], section: 'sales' },
  { key: 'bills-to-make', labelKey: 'billSources:nav.item', icon: IconFilePlus, href: billSourcePaths.workshopJobs.getHref, permission: ['admin'], section: 'billing' },
  { key: 'sepa', labelKey: 'sepa:nav.sepa', icon: IconBuildingBank, href: sepaPaths.list.getHref, permission: ['admin'], section: 'billing' },
  { key: 'bank-statements', labelKey: 'bankStatements:nav.bankStatements', icon: IconFileImport, href: bankStatementPaths.home.getHref, permission: ['admin'], section: 'billing' },
  { key: 'refunds', labelKey: 'refunds:nav.refunds', icon: IconReceiptRefund, href: refundPaths.list.getHref, permission: ['admin'], section: 'billing' },
  { key: 'fleet-bills', labelKey: 'bills:nav.fleetBills', icon: IconReceiptEuro, href: billPaths.fleetList.getHref, permission: ['fleetManager'], section: 'billing' },
  { key: 'external-financing', labelKey: 'financing:nav.financing', icon: IconCoins, href: financingPaths.list.getHref, permission: ['admin'], section: 'billing' },
  { key: 'insurance-follow-ups', labelKey: 'insurance:nav.insurance', icon: IconShieldCheck, href: insurancePaths.list.getHref, permission: ['admin', 'fleetManager'], section: 'billing' },
  { key: 'leasing-end', labelKey: 'leasing:nav.leasingEnd', icon: IconKey, href: leasingPaths.endList.getHref, permission: ['admin', 'fleetManager'], section: 'billing' },
  { key: 'leasing-runs', labelKey: 'leasing:nav.leasingRuns', icon: IconCalendarStats, href: leasingPaths.runs.getHref, permission: ['admin'], section: 'billing' },
  { key: 'fleet-offers', labelKey: 'nav.companyOffers', icon: IconFileText, href: paths.sales.fleetOffers.getHref, permission: ['fleetManager'], section: 'sales' },
  {
    key: 'fleet-orders',
    labelKey: 'nav.companyOrders',
    icon: IconShoppingCart,
    href: (locale) => paths.sales.fleetOrders.getHref(locale),
    permission: ['fleetManager'],
    section: 'sales',
  },
  { key: 'bikes-catalog', labelKey: 'nav.bikesCatalog', icon: IconBike, href: paths.catalog.bikes.getHref, permission: ['admin', 'bikeMechanic', 'order', 'search'], section: 'catalogue' },
  { key: 'cafeteria-catalog', labelKey: 'nav.cafeteriaCatalog', icon: IconCoffee, href: paths.catalog.cafeteria.getHref, permission: ['order', 'admin'], section: 'catalogue' },
  {
    key: 'technical-characteristics',
    labelKey: 'nav.technicalCharacteristics',
    icon: IconListDetails,
    href: paths.catalog.characteristics.getHref,
    permission: ['admin', 'bikeMechanic', 'order', 'search'],
    section: 'catalogue',
  },
  { key: 'brand-imports', labelKey: 'nav.brandImports', icon: IconFileImport, href: paths.catalog.imports.getHref, permission: ['admin'], section: 'catalogue' },
  { key: 'accessories-catalog', labelKey: 'nav.accessoriesCatalog', icon: IconHelmet, href: paths.catalog.accessories.getHref, permission: ['admin'], section: 'catalogue' },
  { key: 'bikes-stock', labelKey: 'nav.bikesStock', icon: IconBuildingWarehouse, href: paths.stock.bikes.getHref, permission: ['admin'], section: 'bikes' },
  { key: 'stock-encode', labelKey: 'nav.stockEncode', icon: IconBarcode, href: paths.stock.encode.getHref, permission: ['admin'], section: 'bikes' },
  { key: 'accessories-stock', labelKey: 'nav.accessoriesStock', icon: IconPackages, href: paths.stock.accessories.getHref, permission: ['admin'], section: 'bikes' },
  { key: 'inventory', labelKey: 'nav.inventory', icon: IconClipboardList, href: paths.inventory.list.getHref, permission: ['admin', 'bikeMechanic'], section: 'bikes' },
  { key: 'fleet-bikes', labelKey: 'nav.fleetBikes', icon: IconBike, href: paths.stock.fleetBikes.getHref, permission: ['fleetManager', 'bikeMechanic'], section: 'bikes' },
  { key: 'external-bikes', labelKey: 'nav.externalBikes', icon: IconTool, href: paths.catalog.externalBikes.getHref, permission: ['admin', 'fleetManager'], section: 'bikes' },
  { key: 'workshop-requests', labelKey: 'nav.workshopRequests', icon: IconTools, href: paths.maintenance.workshopList.getHref, permission: ['admin', 'bikeMechanic'], section: 'bikes' },
  { key: 'workshop-pending', labelKey: 'nav.workshopPending', icon: IconHourglass, href: paths.maintenance.pendingValidation.getHref, permission: ['admin', 'bikeMechanic'], section: 'bikes' },
  { key: 'priority-requests', labelKey: 'nav.priorityRequests', icon: IconUrgent, href: paths.maintenance.priority.getHref, permission: ['admin', 'bikeMechanic'], section: 'bikes' },
  { key: 'tours', labelKey: 'tours:nav.tours', icon: IconRoute, href: tourPaths.list.getHref, permission: ['admin'], section: 'bikes' },
  { key: 'my-tour', labelKey: 'tours:nav.myTour', icon: IconRoute, href: tourPaths.myTour.getHref, permission: ['bikeMechanic'], section: 'bikes' },
  { key: 'fleet-maintenance', labelKey: 'nav.fleetMaintenance', icon: IconTools, href: paths.maintenance.fleetList.getHref, permission: ['fleetManager'], section: 'bikes' },
  { key: 'fleet-maintenance-waiting', labelKey: 'nav.fleetMaintenanceWaiting', icon: IconHourglass, href: paths.maintenance.fleetWaiting.getHref, permission: ['fleetManager'], section: 'bikes' },
  { key: 'reservations', labelKey: 'nav.reservations', icon: IconListDetails, href: (locale) => paths.reservations.list.getHref(locale), permission: ['admin', 'fleetManager'], section: 'bikes' },
  { key: 'fleet-calendar', labelKey: 'sharing:calendar.title', icon: IconCalendarStats, href: fleetCalendarPath.getHref, permission: ['fleetManager', 'admin'], section: 'bikes' },
  { key: 'bike-rentals', labelKey: 'nav.bikeRentals', icon: IconKey, href: rentalPaths.list.getHref, permission: ['admin', 'fleetManager'], section: 'bikes' },
  { key: 'boxes', labelKey: 'boxes:nav', icon: IconLock, href: boxesPaths.list.getHref, permission: ['admin', 'fleetManager', 'bikeMechanic'], section: 'bikes' },
  { key: 'usage-statistics', labelKey: 'sharingStats:nav.usageStatistics', icon: IconChartBar, href: sharingStatisticsPaths.usage.getHref, permission: ['fleetManager', 'admin'], section: 'bikes' },
  { key: 'assistance', labelKey: 'assistance:nav.assistance', icon: IconLifebuoy, href: assistancePaths.list.getHref, permission: ['fleetManager', 'admin', 'bikeMechanic'], section: 'bikes' },
  { key: 'shared-bike-homes', labelKey: 'sharing:homes.link', icon: IconBike, href: sharedBikeHomesPath.getHref, permission: ['fleetManager', 'admin'], section: 'bikes' },
  { key: 'book-on-behalf', labelKey: 'sharing:onBehalf.nav', icon: IconBike, href: (locale) => paths.reservations.create.getHref(locale), permission: ['admin', 'search', 'bikeMechanic'], section: 'bikes' },
  { key: 'requests', labelKey: 'nav.requests', icon: IconInbox, href: paths.requests.getHref, permission: ['admin'], section: 'shop' },
  { key: 'used-bikes', labelKey: 'nav.usedBikes', icon: IconRecycle, href: paths.catalog.usedBikes.getHref, permission: ['admin'], section: 'shop' },
  { key: 'shop-schedule', labelKey: 'nav.shopSchedule', icon: IconClock, href: paths.catalog.shopSchedule.getHref, permission: ['admin'], section: 'shop' },
  { key: 'service-prices', labelKey: 'nav.servicePrices', icon: IconReceiptEuro, href: paths.servicePrices.list.getHref, permission: ['admin', 'bikeMechanic'], shopStaff: true, section: 'shop' },
  { key: 'workshop-capacity', labelKey: 'nav.workshopCapacity', icon: IconCalendarStats, href: paths.workshopCapacity.getHref, permission: ['admin', 'bikeMechanic'], shopStaff: true, section: 'shop' },
  { key: 'jobs', labelKey: 'nav.jobs', icon: IconStack2, href: (locale) => paths.jobs.getHref(locale), permission: ['admin'], section: 'tools' },
  { key: 'cyclesoftware-migration', labelKey: 'nav.cyclesoftwareMigration', icon: IconTransfer, href: paths.catalog.migration.getHref, permission: ['admin'], section: 'tools' },
  {
    key: 'api-docs',
    labelKey: 'nav.apiDocs',
    icon: IconApi,
    href: () => paths.apiDocs.href,
    external: true,
    permission: ['admin'],
    section: 'tools',
  },
  { key: 'blog', labelKey: 'nav.blog', icon: IconNews, href: blogPaths.list.getHref, permission: ['admin'], section: 'tools' },
  // The FAQ (decision 055): everyone reads it; admins write and order it.
  { key: 'faq-admin', labelKey: 'faq:nav.admin', icon: IconHelpCircle, href: faqPaths.admin.getHref, permission: ['admin'], section: 'tools' },
  // Last, outside any section: read by everyone.
  { key: 'faq', labelKey: 'faq:nav.faq', icon: IconHelpCircle, href: faqPaths.dashboard.getHref, exact: true },
];
