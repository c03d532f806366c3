/*
 * The first element of every query key, one per resource the API serves (decision 072). A feature's key factory
 * (`features/<module>/<feature>/api/<feature>-keys.ts`) builds its keys under its roots, and a feature whose change
 * shows on another's screens (a matched bank movement pays a bill) invalidates that root from here, since features do
 * not import each other. One list, so two features cannot pick the same root by accident; one export each, so a
 * visitor's first page carries only the roots it uses (its 170 kB budget).
 */
export const accessoryStockRoot = ['accessory-stock'] as const;
export const assistanceRoot = ['assistance'] as const;
export const authRoot = ['auth'] as const;
export const bankStatementsRoot = ['bank-statements'] as const;
export const billBikesRoot = ['bill-bikes'] as const;
export const billSourcesRoot = ['bill-sources'] as const;
export const billsRoot = ['bills'] as const;
export const blogPostsRoot = ['blog-posts'] as const;
export const booksRoot = ['books'] as const;
export const boxesRoot = ['boxes'] as const;
export const buildingsRoot = ['buildings'] as const;
export const buyBacksRoot = ['buy-backs'] as const;
export const catalogRoot = ['catalog'] as const;
export const catalogBikesRoot = ['catalog-bikes'] as const;
export const checkoutRoot = ['checkout'] as const;
export const companiesRoot = ['companies'] as const;
export const conditionsRoot = ['conditions'] as const;
export const contactsRoot = ['contacts'] as const;
export const dashboardCarouselRoot = ['dashboard-carousel'] as const;
export const deliverySettingsRoot = ['delivery-settings'] as const;
export const eventsRoot = ['events'] as const;
export const externalBikesRoot = ['external-bikes'] as const;
export const faqRoot = ['faq'] as const;
export const financingRoot = ['financing'] as const;
export const forecastRoot = ['forecast'] as const;
export const fleetRoot = ['fleet'] as const;
export const fleetBikesRoot = ['fleet-bikes'] as const;
export const giftCardsRoot = ['gift-cards'] as const;
export const groupedOrdersRoot = ['grouped-orders'] as const;
export const insuranceRoot = ['insurance'] as const;
export const inventoriesRoot = ['inventories'] as const;
export const jobsRoot = ['jobs'] as const;
export const leadsRoot = ['leads'] as const;
export const leasingRoot = ['leasing'] as const;
export const maintenanceRequestsRoot = ['maintenance-requests'] as const;
export const meRoot = ['me'] as const;
export const monitoringRoot = ['monitoring'] as const;
export const netCostRoot = ['net-cost'] as const;
export const offersRoot = ['offers'] as const;
export const ordersRoot = ['orders'] as const;
export const paymentsRoot = ['payments'] as const;
export const promoCodesRoot = ['promo-codes'] as const;
// The public site's root lives apart, for the first page's weight (lib/public-query-root.ts).
export { publicRoot } from '@/lib/public-query-root';
export const quizRoot = ['quiz'] as const;
export const questionnairesRoot = ['questionnaires'] as const;
export const quotesRoot = ['quotes'] as const;
export const rankingRoot = ['ranking'] as const;
export const refundsRoot = ['refunds'] as const;
export const expenseReportsRoot = ['expense-reports'] as const;
export const rentalsRoot = ['rentals'] as const;
export const requestsRoot = ['requests'] as const;
export const reservationsRoot = ['reservations'] as const;
export const sepaRoot = ['sepa'] as const;
export const servicePricesRoot = ['service-prices'] as const;
export const statisticsRoot = ['statistics'] as const;
export const sharedBikesRoot = ['shared-bikes'] as const;
export const shopRoot = ['shop'] as const;
export const shopOrdersRoot = ['shop-orders'] as const;
export const stockRoot = ['stock'] as const;
export const stockBikesRoot = ['stock-bikes'] as const;
export const stockLocationsRoot = ['stock-locations'] as const;
export const toursRoot = ['tours'] as const;
export const usedBikesRoot = ['used-bikes'] as const;
export const usersRoot = ['users'] as const;
export const workshopRoot = ['workshop'] as const;
export const workshopPartsRoot = ['workshop-parts'] as const;
export const loansRoot = ['loans'] as const;
export const depreciationRoot = ['depreciation'] as const;
