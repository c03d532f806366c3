import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { systemClock, toLocale, type Clock } from '@veloport/domain';
import { z } from 'zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerActionBodies } from './platform/action-bodies';
import { registerAuthorization, type DeclaredRoute } from './platform/authorize';
import type { CookieSettings } from './platform/cookies';
import { registerCsrf } from './platform/csrf';
import { registerErrorHandling } from './platform/errors';
import { createLocalFileStorage } from './platform/files';
import { createJobs, type Jobs } from './platform/jobs';
import { createS3FileStorage, parseS3Url } from './platform/s3-storage';
import { registerInputHygiene } from './platform/input-hygiene';
import { allowImageSources, registerSecurityHeaders } from './platform/security-headers';
import { createMailer, createOutbox, type Mailer, type MailTransport } from './platform/mail';
import { registerGauge, registerMetrics } from './platform/metrics';
import { registerOpenApi } from './platform/openapi';
import { registerRequestId, requestIdOf } from './platform/request-id';
import { registerSessions } from './platform/session';
import { registerSpa, type PageRenderer } from './platform/spa';
import { hasSession, injectRendered, lazyServerRenderer } from './platform/ssr';
import { createCompaniesService } from './modules/companies/companies.service';
import { companiesRoutes } from './modules/companies/companies.routes';
import { createConditionsService } from './modules/companies/conditions/conditions.service';
import { conditionsRoutes } from './modules/companies/conditions/conditions.routes';
import { createContactsService } from './modules/companies/contacts/contacts.service';
import { contactsRoutes } from './modules/companies/contacts/contacts.routes';
import { createDocumentsService } from './modules/companies/documents/documents.service';
import { documentsRoutes } from './modules/companies/documents/documents.routes';
import { createQuizzesService } from './modules/companies/quizzes/quizzes.service';
import { quizzesRoutes } from './modules/companies/quizzes/quizzes.routes';
import { authRoutes } from './modules/identity/sign-in/auth.routes';
import { createEmailConfirmationsService } from './modules/identity/sign-in/email-confirmations.service';
import { createIdentityService } from './modules/identity/identity.service';
import { createLoginService } from './modules/identity/sign-in/login.service';
import { meRoutes } from './modules/identity/me/me.routes';
import { createPasswordFlowsService } from './modules/identity/sign-in/password-flows.service';
import { createPeopleService } from './modules/identity/users/people.service';
import { createQuizAttemptsService } from './modules/identity/me/quiz-attempts.service';
import { quizAttemptsRoutes } from './modules/identity/me/quiz-attempts.routes';
import { createUsersAdminService } from './modules/identity/users/users-admin.service';
import { usersRoutes } from './modules/identity/users/users.routes';
import { createStockService } from './modules/stock/stock.service';
import { stockRoutes } from './modules/stock/stock.routes';
import { registerPublicFiles } from './platform/public-files';
import { createAccessoriesService } from './modules/catalog/accessories.service';
import { accessoriesRoutes } from './modules/catalog/accessories.routes';
import { createBikeModelsService } from './modules/catalog/bike-models.service';
import { bikeModelsRoutes } from './modules/catalog/bike-models.routes';
import { createCharacteristicsService } from './modules/catalog/characteristics.service';
import { characteristicsRoutes } from './modules/catalog/characteristics.routes';
import { createImportsService } from './modules/catalog/imports.service';
import { importsRoutes } from './modules/catalog/imports.routes';
import { createPublicBikesService } from './modules/catalog/public-bikes.service';
import { createPublicCatalogService } from './modules/public-catalog/public-catalog.service';
import { publicCatalogRoutes } from './modules/public-catalog/public-catalog.routes';
import { headFor, renderHead } from './modules/public-catalog/seo';
import { quotesRoutes } from './modules/content/quotes/quotes.routes';
import { createQuestionnairesService } from './modules/content/questionnaires/questionnaires.service';
import { questionnairesRoutes } from './modules/content/questionnaires/questionnaires.routes';
import { questionnaireHead } from './modules/content/questionnaires/questionnaires.head';
import { createFaqService } from './modules/content/faq/faq.service';
import { faqRoutes } from './modules/content/faq/faq.routes';
import { eventsRoutes } from './modules/content/events/events.routes';
import { createEventsService } from './modules/content/events/events.service';
import { dashboardCardsRoutes } from './modules/content/dashboard/dashboard-cards.routes';
import { createDashboardCardsService } from './modules/content/dashboard/dashboard-cards.service';
import { dashboardsRoutes } from './modules/insight/dashboards/dashboards.routes';
import { createDashboardsService } from './modules/insight/dashboards/dashboards.service';
import { seoRoutes } from './modules/public-catalog/seo.routes';
import { defineIdentityCleanup } from './modules/identity/identity.cleanup';
import { createJobAdminService } from './modules/jobs/jobs.service';
import { jobsRoutes } from './modules/jobs/jobs.routes';
import { createRequestsService } from './modules/requests/requests.service';
import { requestsRoutes } from './modules/requests/requests.routes';
import { createAccessoryStockService } from './modules/stock/accessories/accessory-stock.service';
import { accessoryStockRoutes } from './modules/stock/accessories/accessory-stock.routes';
import { createBikeActionsService } from './modules/stock/bikes/bike-actions.service';
import { bikesRoutes } from './modules/stock/bikes/bikes.routes';
import { fleetBikesRoutes } from './modules/stock/fleet/fleet-bikes.routes';
import { createBikesService } from './modules/stock/bikes/bikes.service';
import { createBuyBacksService } from './modules/stock/used-bikes/buy-backs.service';
import { createCycleSoftwareService } from './modules/stock/cyclesoftware/cyclesoftware.service';
import { cycleSoftwareRoutes } from './modules/stock/cyclesoftware/cyclesoftware.routes';
import { createEncodeService } from './modules/stock/bikes/encode.service';
import { createExternalBikesService } from './modules/stock/external-bikes/external-bikes.service';
import { externalBikesRoutes } from './modules/stock/external-bikes/external-bikes.routes';
import { createInventoriesService } from './modules/stock/inventories/inventories.service';
import { inventoriesRoutes } from './modules/stock/inventories/inventories.routes';
import { createScheduleService } from './modules/stock/calendar/schedule.service';
import { scheduleRoutes } from './modules/stock/calendar/schedule.routes';
import { createStoreCalendarService } from './modules/stock/calendar/store-calendar.service';
import { createOfferSigningService } from './modules/sales/offer-signing.service';
import { createOffersService } from './modules/sales/offers.service';
import { offersRoutes } from './modules/sales/offers.routes';
import { createOfferPromoService } from './modules/sales/offer-promo/offer-promo.service';
import { offerPromoRoutes } from './modules/sales/offer-promo/offer-promo.routes';
import { createOfferUploadsService } from './modules/sales/offer-uploads/offer-uploads.service';
import { offerUploadsRoutes } from './modules/sales/offer-uploads/offer-uploads.routes';
import { createOfferSendingService, offerSendingRoutes } from './modules/sales/offer-sending';
import { createOrdersService } from './modules/sales/orders.service';
import { ordersRoutes } from './modules/sales/orders.routes';
import { createNetCostService } from './modules/sales/net-cost/net-cost.service';
import { netCostRoutes } from './modules/sales/net-cost/net-cost.routes';
import { createLeadsService } from './modules/sales/leads/leads.service';
import { createBillsService } from './modules/billing/bills/bills.service';
import { billsRoutes } from './modules/billing/bills/bills.routes';
import { createGiftCardsService } from './modules/billing/gift-cards/gift-cards.service';
import { giftCardsRoutes } from './modules/billing/gift-cards/gift-cards.routes';
import { createPromoCodesService } from './modules/billing/promo-codes/promo-codes.service';
import { promoCodesRoutes } from './modules/billing/promo-codes/promo-codes.routes';
import { createDeliverySettingsService } from './modules/billing/online-payments/delivery-settings.service';
import { createOnlinePaymentsService } from './modules/billing/online-payments/online-payments.service';
import { onlinePaymentsRoutes } from './modules/billing/online-payments/online-payments.routes';
import { createStripeProvider } from './modules/billing/online-payments/stripe.provider';
import { createShopStockService } from './modules/stock/shop-stock/shop-stock.service';
import { createShopQuoteService } from './modules/shop/shop-quote.service';
import { createShopOrdersService, defineShopJobs } from './modules/shop/shop-orders.service';
import { shopRoutes } from './modules/shop/shop.routes';
import { createBillSourcesService } from './modules/billing/sources/bill-sources.service';
import { billSourcesRoutes } from './modules/billing/sources/bill-sources.routes';
import { createBillSourceReaders } from './modules/billing/sources/bill-source-readers';
import { createLeasingService, defineLeasingJobs } from './modules/billing/leasing/leasing.service';
import { leasingRoutes } from './modules/billing/leasing/leasing.routes';
import { createBillSendingService } from './modules/billing/documents/bill-sending.service';
import { billDocumentsRoutes } from './modules/billing/documents/bill-documents.routes';
import { outboxAccessPoint, storecoveAccessPoint } from './modules/billing/peppol/access-point';
import { createPeppolService } from './modules/billing/peppol/peppol.service';
import { peppolRoutes } from './modules/billing/peppol/peppol.routes';
import { createSepaBatchesService } from './modules/billing/sepa/sepa-batches.service';
import { createSepaMandatesService } from './modules/billing/sepa/sepa-mandates.service';
import { sepaSettings } from './modules/billing/sepa/sepa.config';
import { sepaRoutes } from './modules/billing/sepa/sepa.routes';
import { leadsRoutes } from './modules/sales/leads/leads.routes';
import { createBankStatementsService } from './modules/billing/payments/bank-statements.service';
import { bankStatementsRoutes } from './modules/billing/payments/bank-statements.routes';
import { createPaymentRemindersService, definePaymentReminders } from './modules/billing/payments/payment-reminders.service';
import { createManualPaymentsService } from './modules/billing/payments/manual-payments.service';
import { createRefundsService } from './modules/billing/refunds/refunds.service';
import { refundsRoutes } from './modules/billing/refunds/refunds.routes';
import { createBooksFeed } from './modules/billing/books/books-feed.service';
import { createTillBooksFeed } from './modules/sales/checkout/till-books-feed.service';
import { createShopBooksFeed } from './modules/shop/shop-books-feed.service';
import { accountingRoutes } from './modules/accounting/accounting.routes';
import { createBooksExportService } from './modules/accounting/export/export.service';
import { createJournalsService, defineJournalsBuild } from './modules/accounting/journals/journals.service';
import { createPendingService } from './modules/accounting/pending/pending.service';
import { createPurchasesService } from './modules/accounting/purchases/purchases.service';
import { purchasesRoutes } from './modules/accounting/purchases/purchases.routes';
import { signedUblInbox } from './modules/accounting/peppol-inbound/peppol-inbox';
import { createPeppolInboundService } from './modules/accounting/peppol-inbound/peppol-inbound.service';
import { peppolInboundRoutes } from './modules/accounting/peppol-inbound/peppol-inbound.routes';
import { createHorusAdapter } from './modules/accounting/horus/horus.adapter';
import { embeddedPdf } from './modules/accounting/purchases/ubl-purchase';
import { createHorusService, defineHorusSync } from './modules/accounting/horus/horus.service';
import { horusRoutes } from './modules/accounting/horus/horus.routes';
import { createSupplierPaymentsService } from './modules/accounting/supplier-payments/supplier-payments.service';
import { supplierPaymentsRoutes } from './modules/accounting/supplier-payments/supplier-payments.routes';
import { createAssetsService } from './modules/accounting/assets/assets.service';
import { assetsRoutes } from './modules/accounting/assets/assets.routes';
import { createLoansService } from './modules/accounting/loans/loans.service';
import { loansRoutes } from './modules/accounting/loans/loans.routes';
import { createLoanBankMatchesService } from './modules/accounting/loans/loan-bank-matches.service';
import { loanBankMatchesRoutes } from './modules/accounting/loans/loan-bank-matches.routes';
import { createFleetAssetsFeed } from './modules/stock/assets/fleet-assets.service';
import { createExpenseReportsService } from './modules/accounting/expense-reports/expense-reports.service';
import { expenseReportsRoutes } from './modules/accounting/expense-reports/expense-reports.routes';
import { createServicePricesService } from './modules/workshop/service-prices/service-prices.service';
import { servicePricesRoutes } from './modules/workshop/service-prices/service-prices.routes';
import { createCapacityService } from './modules/workshop/capacity/capacity.service';
import { capacityRoutes } from './modules/workshop/capacity/capacity.routes';
import { createReservationsService } from './modules/sharing/reservations.service';
import { createSharedBikeQuizService } from './modules/sharing/shared-bike-quiz.service';
import { sharingRoutes } from './modules/sharing/sharing.routes';
import { calendarRoutes } from './modules/sharing/calendar/calendar.routes';
import { rentalsRoutes } from './modules/rentals/rentals.routes';
import { createOnlineRentalsService } from './modules/rentals/online-rentals.service';
import { publicRentalsRoutes } from './modules/rentals/public-rentals.routes';
import { createRentalsService } from './modules/rentals/rentals.service';
import { createCalendarService } from './modules/sharing/calendar/calendar.service';
import { createBuiltinBoxAdapter } from './modules/sharing/boxes/box-adapter';
import { createBoxCodesService } from './modules/sharing/boxes/box-codes.service';
import { createBoxEventsService } from './modules/sharing/boxes/box-events.service';
import { boxesRoutes } from './modules/sharing/boxes/boxes.routes';
import { createBoxesService } from './modules/sharing/boxes/boxes.service';
import { createNukiBoxAdapter } from './modules/sharing/boxes/nuki-adapter';
import { statisticsRoutes } from './modules/sharing/statistics/statistics.routes';
import { insightStatisticsRoutes } from './modules/insight/statistics/statistics.routes';
import { createInsightStatisticsService } from './modules/insight/statistics/statistics.service';
import { checkOfficialRules } from './modules/billing/peppol/official-rules/official-rules';
import { ublSchemaViolations } from './modules/billing/peppol/ubl-schema';
import { createStatisticsService } from './modules/sharing/statistics/statistics.service';
import { createImpactReportService } from './modules/insight/impact/impact-report.service';
import { createRidingDaysService } from './modules/sharing/statistics/riding-days.service';
import { createCompanySpendingService } from './modules/billing/bills/company-spending.service';
import { createSharedFleetService } from './modules/stock/fleet/shared-fleet.service';
import { createRankingService } from './modules/insight/impact/ranking.service';
import { rankingRoutes } from './modules/insight/impact/ranking.routes';
import { createRidesService } from './modules/insight/impact/rides.service';
import { ridesRoutes } from './modules/insight/impact/rides.routes';
import { assistanceRoutes } from './modules/sharing/assistance/assistance.routes';
import { createAssistanceService } from './modules/sharing/assistance/assistance.service';
import { createGroupedOrderReceivingService } from './modules/sales/grouped-orders/grouped-order-receiving.service';
import { createGroupedOrdersService } from './modules/sales/grouped-orders/grouped-orders.service';
import { groupedOrdersRoutes } from './modules/sales/grouped-orders/grouped-orders.routes';
import { createCheckoutService } from './modules/sales/checkout/checkout.service';
import { checkoutRoutes } from './modules/sales/checkout/checkout.routes';
import { createOrderFulfilmentService } from './modules/sales/orders/order-fulfilment.service';
import { orderFulfilmentRoutes } from './modules/sales/orders/order-fulfilment.routes';
import { createOrderRemindersService, defineOrderReminders } from './modules/sales/orders/order-reminders.service';
import { createOrderBikesService } from './modules/stock/bikes/order-bikes.service';
import { createUsedBikesService } from './modules/stock/used-bikes/used-bikes.service';
import { usedBikesRoutes } from './modules/stock/used-bikes/used-bikes.routes';
import { createMaintenanceRequestsService } from './modules/workshop/requests/maintenance-requests.service';
import { maintenanceRequestsRoutes } from './modules/workshop/requests/maintenance-requests.routes';
import { createWorkshopJobsService } from './modules/workshop/jobs/workshop-jobs.service';
import { workshopPartsRoutes } from './modules/workshop/parts/parts.routes';
import { createWorkshopPartsService } from './modules/workshop/parts/parts.service';
import { workshopJobsRoutes } from './modules/workshop/jobs/workshop-jobs.routes';
import { createGeocoder } from './modules/workshop/routing/geocoder';
import { createRoutingEngine } from './modules/workshop/routing/routing-engine';
import { createToursService } from './modules/workshop/tours/tours.service';
import { toursRoutes } from './modules/workshop/tours/tours.routes';
import { createStopWorkService } from './modules/workshop/tours/stop-work.service';
import { stopWorkRoutes } from './modules/workshop/tours/stop-work.routes';
import { createBillingBikes } from './modules/billing/financing/billing-bikes';
import { createFinancingService } from './modules/billing/financing/financing.service';
import { financingRoutes } from './modules/billing/financing/financing.routes';
import { createInsuranceService } from './modules/billing/insurance/insurance.service';
import { createInsuranceRenewalsService, defineInsuranceRenewals } from './modules/billing/insurance/insurance-renewals.service';
import { insuranceRoutes } from './modules/billing/insurance/insurance.routes';
import { forecastRoutes } from './modules/insight/forecast/forecast.routes';
import { createForecastService } from './modules/insight/forecast/forecast.service';
import { monitoringRoutes } from './modules/insight/monitoring/monitoring.routes';
import { createMonitoringService } from './modules/insight/monitoring/monitoring.service';
import { blogSitemapEntries } from './modules/content/blog/blog-feeds';
import { blogRoutes } from './modules/content/blog/blog.routes';
import { createBlogService } from './modules/content/blog/blog.service';

/** `mailer`: the transport the mail job delivers through (tests pass one to their SMTP server). */
/** `runJobs`: this process works the job queue (servers); tests leave it off and run due jobs themselves. */
/** `clock`: where "now" and "today in Brussels" come from (decision 067); tests, benches and demos set it. */
export type AppOptions = {
  config: Config;
  database: Database;
  mailer?: MailTransport;
  serveWeb?: boolean;
  runJobs?: boolean;
  clock?: Clock;
};
/** `stopping()`: the process is about to close; /api/ready answers 503 from now on. */
export type App = FastifyInstance & { declaredRoutes: DeclaredRoute[]; jobs: Jobs; mail: Mailer; stopping: () => void };

export async function buildApp({
  config,
  database,
  mailer,
  serveWeb = true,
  runJobs = false,
  clock = systemClock,
}: AppOptions): Promise<App> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: requestIdOf,
    // An address Fastify cannot even decode (a broken %-escape) still gets the one error shape.
    frameworkErrors: (_error, request, reply) => {
      void (reply as FastifyReply)
        .code(400)
        .send({ error: { code: 'validation_failed', message: 'The address could not be read', requestId: request.id } });
    },
  }).withTypeProvider<ZodTypeProvider>();
  registerActionBodies(app);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('clock', clock);

  // Platform: cookies, errors, access declarations, sessions, CSRF, OpenAPI.
  // Secure cookies whenever the portal is served over HTTPS (production sits behind TLS; a local demo does not).
  const cookies: CookieSettings = { ttlSeconds: config.sessionTtlSeconds, secure: config.publicUrl.startsWith('https://') };
  // Text answers (pages, scripts, JSON lists) go out compressed; phones on mobile networks feel it most.
  // Brotli at a low quality: close to gzip's CPU cost with smaller files (built assets are not re-read per request).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10 } });
  registerRequestId(app);
  registerErrorHandling(app);
  registerMetrics(app, { token: config.metricsToken, database });
  registerInputHygiene(app);
  // The tours map's tiles come from the configured tile server: the pages may load images from it (decision 032).
  allowImageSources([config.mapTiles.url.match(/^https?:\/\/[^/]+/)![0].replace('{s}', '*')]);
  registerSecurityHeaders(app, { https: cookies.secure });
  const declaredRoutes = registerAuthorization(app);
  await registerOpenApi(app);

  const { db } = database;
  // Several processes share uploads through object storage (S3_URL); one machine keeps them in the data folder.
  const files = config.s3Url ? createS3FileStorage(parseS3Url(config.s3Url)) : createLocalFileStorage(path.join(config.dataDir, 'files'));
  const jobs = createJobs({ database, log: app.log, work: runJobs });
  const ownMailer = mailer
    ? null
    : createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox'), log: app.log });
  // Closing the app (after in-flight requests) lets running jobs finish, then their mail connections, before the database goes.
  app.addHook('onClose', async () => {
    await jobs.stop();
    ownMailer?.close();
  });
  const transport = mailer ?? ownMailer!;
  const mail = createOutbox({ jobs, transport, db });
  // Scheduled jobs (cron, Brussels time).
  defineIdentityCleanup({ jobs, db, log: app.log, clock });

  // Modules, in dependency order: each service gets the services it may call.
  // People (names, head counts) come first: companies need them, and identity needs companies.
  const stock = createStockService({ db });
  const people = createPeopleService({ db });
  const companies = createCompaniesService({ db, people });
  const contacts = createContactsService({ db });
  const documents = createDocumentsService({ db, files, people });
  const quizzes = createQuizzesService({ db, files });
  const identity = createIdentityService({ clock, db, companies, stock, files, sessionTtlSeconds: config.sessionTtlSeconds });
  const emailConfirmations = createEmailConfirmationsService({ clock, db, mailer: mail, publicUrl: config.publicUrl, companies });
  const login = createLoginService({ clock, db, identity, emailConfirmations });
  const passwordFlows = createPasswordFlowsService({ clock, db, mailer: mail, publicUrl: config.publicUrl });
  const usersAdmin = createUsersAdminService({ clock, db, companies, stock, passwordFlows, people, emailConfirmations });
  const quizAttempts = createQuizAttemptsService({ db, login, companies, quizzes });
  // Catalogue: what can be sold.
  const characteristics = createCharacteristicsService({ db });
  const models = createBikeModelsService({ db, files, characteristics });
  const accessories = createAccessoriesService({ db, files });
  const imports = createImportsService({ clock, db, identity });
  const publicBikes = createPublicBikesService({ db, characteristics });
  // Stock: the physical bikes and accessories (it reaches the catalogue, never the other way round).
  const bikes = createBikesService({ db, models, companies, identity, locations: stock });
  // A company's rules name its bikes: the companies module declares the port (CompanyBikes), stock implements it.
  const conditions = createConditionsService({ db, people, bikes });
  const bikeActions = createBikeActionsService({
    db,
    bikes,
    companies,
    identity,
    locations: stock,
    // A write-off undone must not leave its disposal entry behind (decision 115); the journals are created later.
    books: { disposalBooked: (bikeId) => journals.disposalBooked(bikeId) },
  });
  const encode = createEncodeService({ db, models, locations: stock });
  const accessoryStock = createAccessoryStockService({ db, accessories, identity, locations: stock });
  const inventories = createInventoriesService({ clock, db, models, accessories, identity, locations: stock });
  const externalBikes = createExternalBikesService({ db, companies, identity });
  const usedBikes = createUsedBikesService({ db, files, locations: stock });
  const buyBacks = createBuyBacksService({ db, identity });
  const schedule = createScheduleService({ clock, db, locations: stock });
  // The one opening calendar of each store (decision 098): capacity, tours, test rides and drop-offs ask it.
  const storeCalendars = createStoreCalendarService({ db });
  const cycleSoftware = createCycleSoftwareService({ db, identity, companies, models, accessories, locations: stock });
  // The public site composes both.
  const publicCatalog = createPublicCatalogService({ clock, publicBikes, accessories, bikes, accessoryStock, usedBikes, locations: stock });
  // Requests name the store a test ride was asked at: the requests module declares the port (RequestStores), stock implements it.
  // Sales: offers to companies and private customers, signed electronically, then orders.
  // Promo codes come first: an offer reads its code's standing through them (decision 059, "Offers and orders").
  const promoCodes = createPromoCodesService({ clock, db, names: people.names });
  const offers = createOffersService({
    clock,
    db,
    companies,
    conditions,
    identity,
    people,
    models,
    bikes,
    accessories,
    promoStanding: { standing: promoCodes.standing, customerUses: promoCodes.customerUses },
  });
  // A promo code on a sale offer, counted at signing.
  const offerPromo = createOfferPromoService({ clock, db, offers, promoCodes });
  const offerSigning = createOfferSigningService({ clock, db, offers, identity, files, promo: offerPromo, business: config.business });
  const offerUploads = createOfferUploadsService({ clock, db, files, offers, people });
  const offerSending = createOfferSendingService({ clock, db, offers, identity, mail, publicUrl: config.publicUrl });
  const orderBikes = createOrderBikesService({ db, bikes });
  const orders = createOrdersService({
    clock,
    db,
    offers,
    companies,
    conditions,
    identity,
    people,
    orderBikes,
    stock,
    mail,
    publicUrl: config.publicUrl,
  });
  const orderReminders = createOrderRemindersService({
    clock,
    db,
    identity,
    companies,
    mail,
    publicUrl: config.publicUrl,
    days: config.orderReminderDays,
  });
  defineOrderReminders({ jobs, reminders: orderReminders, log: app.log });
  const netCost = createNetCostService({ clock, publicBikes, conditions, offers });
  // Leads: a public leasing request becomes one (the requests module declares the port, RequestLeads).
  const leads = createLeadsService({ db, offers, identity, people, companies, models, publicBikes });
  // The till's tickets as the books read them (decision 110); a bill made from tickets reads what they were paid (113).
  const tillBooks = createTillBooksFeed({ db });
  const bills = createBillsService({
    clock,
    db,
    companies,
    identity,
    names: people.names,
    tillTickets: (ids) => tillBooks.ticketsByIds(ids),
  });
  // Gift cards, promo codes, delivery settings and online payment of bills (decision 050).
  const giftCards = createGiftCardsService({ clock, db, names: people.names });
  const deliverySettings = createDeliverySettingsService({ clock, db });
  const paymentProvider =
    config.onlinePayments.provider ?? (config.onlinePayments.stripe ? createStripeProvider(config.onlinePayments.stripe) : null);
  // The web shop (decision 082): quotes and orders of anonymous visitors; its paid checkouts reach it through the webhook.
  const shopStock = createShopStockService({ clock, db });
  const shopQuote = createShopQuoteService({
    clock,
    models,
    accessories,
    stores: stock,
    shopStock,
    delivery: deliverySettings,
    promoCodes,
    giftCards,
  });
  // Refunds of a customer's credit (decision 061); the web shop refunds a withdrawn order through them (decision 105).
  const refunds = createRefundsService({ clock, db, settings: sepaSettings(config.business) });
  const shopOrders = createShopOrdersService({
    clock,
    db,
    quote: shopQuote,
    shopStock,
    stores: stock,
    giftCards,
    promoCodes,
    bills,
    refunds,
    customers: identity,
    provider: paymentProvider,
    mail,
    publicUrl: config.publicUrl,
    business: config.business,
  });
  defineShopJobs({ jobs, orders: shopOrders });
  const onlinePayments = createOnlinePaymentsService({
    clock,
    db,
    bills,
    provider: paymentProvider,
    publicUrl: config.publicUrl,
    otherCheckoutPaid: shopOrders.checkoutPaid,
  });
  // Workshop: the mechanics' capacity (decision 030) and maintenance requests of stock and external bikes (decision 029).
  const capacity = createCapacityService({ clock, db, stores: stock, calendars: storeCalendars });
  const maintenanceRequests = createMaintenanceRequestsService({
    clock,
    db,
    files,
    bikes,
    externalBikes,
    identity,
    companies,
    people,
    mail,
    publicUrl: config.publicUrl,
    capacity,
    stores: stock,
  });
  // Leasing contracts, their monthly runs (a job, and on the 1st of each month) and the end of lease (decision 049). A
  // returned leased bike's pick-up is a workshop request, a new lease a lead for the sales team: ports (decision 069).
  const leasing = createLeasingService({
    clock,
    db,
    jobs,
    mail,
    identity,
    companies,
    bikes,
    orders,
    publicUrl: config.publicUrl,
    planPickUp: (tx, pickUp, actor) => maintenanceRequests.planLeaseReturnPickUp(tx, pickUp, actor),
    openLead: (tx, lead, actor) => leads.forNewLease(tx, lead, actor),
  });
  defineLeasingJobs({ jobs, leasing });
  // A leasing order's hand-over makes its contract, in the hand-over's transaction (decision 060).
  const orderFulfilment = createOrderFulfilmentService({
    clock,
    orders,
    orderBikes,
    stock,
    delivery: createDeliverySettingsService({ clock, db }),
    handedOver: (tx, handover, actor) => leasing.contractAtHandover(tx, handover, actor).then(() => undefined),
  });
  // Peppol e-invoices (decision 045): the outbox folder unless Storecove is configured.
  const peppolAccessPoint =
    config.peppol.accessPoint === 'storecove' && config.peppol.storecove
      ? storecoveAccessPoint(config.peppol.storecove)
      : outboxAccessPoint(config.peppol.outboxDir);
  const peppol = createPeppolService({ db, bills, companies, business: config.business, accessPoint: peppolAccessPoint });
  const billSending = createBillSendingService({
    clock,
    db,
    bills,
    contacts,
    identity,
    mail,
    business: config.business,
    replyTo: config.mailReplyTo,
    peppol,
  });
  // SEPA direct debit (decision 046): mandates, batches and their pain.008 file, pre-notifications.
  const sepaMandates = createSepaMandatesService({
    clock,
    db,
    companies,
    identity,
    preNotificationDays: sepaSettings(config.business).preNotificationDays,
  });
  const sepaBatches = createSepaBatchesService({
    clock,
    db,
    contacts,
    identity,
    mail,
    names: people.names,
    settings: sepaSettings(config.business),
    replyTo: config.mailReplyTo,
  });
  // Bank statements pay bills; late bills get reminders (decision 047).
  const bankStatements = createBankStatementsService({ clock, db, names: people.names });
  const paymentReminders = createPaymentRemindersService({
    clock,
    db,
    bills,
    contacts,
    identity,
    mail,
    names: people.names,
    business: config.business,
    replyTo: config.mailReplyTo,
    days: config.paymentReminderDays,
    // A private customer pays a reminded bill online from its page in their space (issue 27); a company's bill is
    // read by contacts who may have no account: they keep the transfer.
    payOnlineLink: paymentProvider
      ? (bill) =>
          bill.customer.kind === 'person' ? `${config.publicUrl}/${toLocale(bill.customer.language)}/dashboard/bills/mine/${bill.id}` : null
      : undefined,
  });
  definePaymentReminders({ jobs, reminders: paymentReminders, log: app.log });
  // Payments typed by hand, their undoing, refunds and their pain.001 files (decision 061).
  const manualPayments = createManualPaymentsService({ clock, db });
  // The books (decision 084): journals built from billing's documents (its feed, a port), purchases, supplier payments.
  const booksFeed = createBooksFeed({ db });
  // Loans and the depreciation register (decision 087): the register reads stock's bikes and billing's lease terms.
  const fleetAssets = createFleetAssetsFeed({ db, models, companies });
  const fixedAssets = createAssetsService({
    fleet: fleetAssets,
    leases: booksFeed,
    db,
    // An addition may not change an entry the books wrote (decision 115); the journals read the register, so late.
    books: { assetBookedFrom: (bikeId, month) => journals.assetBookedFrom(bikeId, month) },
  });
  const loans = createLoansService({ clock, db, fleet: fleetAssets, assets: fixedAssets, people });
  const loanBankMatches = createLoanBankMatchesService({ clock, db, lines: booksFeed, loans });
  const journals = createJournalsService({
    clock,
    db,
    sales: booksFeed,
    // The till's tickets and gift cards (decision 110), read through the sales module's feed.
    till: tillBooks,
    // The gift cards web orders bought (decision 116), read through the shop module's feed.
    shop: createShopBooksFeed({ db }),
    fleetFinance: {
      loanPaymentsBetween: (from, to) => loans.loanPaymentsBetween(from, to),
      loanPrepaymentsBetween: (from, to) => loans.loanPrepaymentsBetween(from, to),
      depreciationOfMonths: (months) => fixedAssets.depreciationOfMonths(months),
      disposalsBetween: (from, to) => fixedAssets.disposalsBetween(from, to),
    },
  });
  defineJournalsBuild({ jobs, journals, log: app.log });
  const purchases = createPurchasesService({
    clock,
    db,
    officialRules: async (xml, network) => [...(await ublSchemaViolations(xml)), ...(await checkOfficialRules(xml, { network }))],
  });
  // Supplier invoices delivered by the Peppol access point's webhook (decision 107): off without its shared secret.
  const peppolInbound = createPeppolInboundService({
    clock,
    db,
    purchases,
    inbox: config.peppol.inboundSecret ? signedUblInbox(config.peppol.inboundSecret) : null,
  });
  // The accountant's software (decision 107): Horus once the integration is registered; `software` replaces it in tests.
  const horus = createHorusService({
    clock,
    db,
    jobs,
    journals,
    purchases,
    // Each document's files as the accountant's ZIP has them (decision 117): billing's UBL and PDF, the purchase's UBL.
    files: {
      fileOf: async (source, kind) => {
        if (source.kind === 'bill') {
          if (kind === 'pdf') return billSending.pdfForBooks(source.id);
          const ubl = await peppol.ublForBooks(source.id);
          return { filename: ubl.filename, data: Buffer.from(ubl.xml, 'utf8') };
        }
        if (source.kind !== 'purchase') return null;
        const purchase = await purchases.document(source.id);
        if (kind === 'pdf') return embeddedPdf(purchase.ubl);
        return {
          filename: `${purchase.supplierName}-${purchase.number}.xml`.replace(/[^\w.-]+/g, '_'),
          data: Buffer.from(purchase.ubl, 'utf8'),
        };
      },
    },
    publicUrl: config.publicUrl,
    software:
      config.accountingSoftware.software ?? (config.accountingSoftware.horus ? createHorusAdapter(config.accountingSoftware.horus) : null),
  });
  defineHorusSync({ jobs, horus, log: app.log });
  const supplierPayments = createSupplierPaymentsService({ clock, db, debtor: sepaSettings(config.business).creditor });
  const booksPending = createPendingService({ clock, sales: booksFeed, purchases });
  // Staff expense reports, reimbursed by pain.001 transfer (decision 088).
  const expenseReports = createExpenseReportsService({ clock, db, files, people, debtor: sepaSettings(config.business).creditor });
  const requests = createRequestsService({
    clock,
    db,
    identity,
    stores: { locations: () => stock.locations(), assertOpen: storeCalendars.assertOpen },
    mailer: mail,
    replyTo: config.mailReplyTo,
    leads: leads.fromRequests,
    bikes: { titleOf: (slug) => publicBikes.titleOf(slug) },
  });
  // Grouped orders to suppliers: received bikes go into stock through the encode service.
  const groupedOrders = createGroupedOrdersService({ clock, db, models, accessories, orders, people });
  const groupedOrderReceiving = createGroupedOrderReceivingService({
    clock,
    db,
    groupedOrders,
    encode,
    locations: stock,
    fulfilment: orderFulfilment,
  });
  // The cash register: walk-in sales of stock bikes and accessories (decision 023).
  const checkout = createCheckoutService({
    clock,
    db,
    identity,
    people,
    companies,
    models,
    accessories,
    bikes,
    accessoryStock,
    locations: stock,
    promoCodes,
    giftCards,
  });
  // Workshop (decision 030): the price list, with what each service billed from the jobs' lines.
  const servicePrices = createServicePricesService({ clock, db, stores: stock, names: people.names, vatRates: config.repairVatRates });
  // Quote and job lines of a request, its quote above budget, the jobs to bill (issue 12, decision 030).
  // The workshop's own parts and their stock per store, and the accessories that are also parts (decision 102).
  const workshopParts = createWorkshopPartsService({ db, identity, accessories, accessoryStock, stores: stock });
  const workshopJobs = createWorkshopJobsService({
    db,
    identity,
    companies,
    accessories,
    parts: workshopParts,
    servicePrices,
    stores: stock,
    vatRates: config.repairVatRates,
  });
  // Repair tours ordered by the configured routing engine (decisions 031, 032).
  const tours = createToursService({
    clock,
    db,
    identity,
    companies,
    stores: stock,
    mail,
    routing: createRoutingEngine(config.routing, { warn: (m) => app.log.warn(m) }),
    geocoder: createGeocoder(config),
    publicUrl: config.publicUrl,
    requests: maintenanceRequests,
    calendars: storeCalendars,
  });
  // Boxes and one-time key codes (decision 036): the built-in adapter logs, Nuki boxes go through its Web API.
  const builtinBoxes = createBuiltinBoxAdapter(db);
  const nukiBoxes = config.boxes.nuki ? createNukiBoxAdapter(config.boxes.nuki) : null;
  const boxCodes = createBoxCodesService({
    clock,
    db,
    jobs,
    log: app.log,
    adapterFor: (kind) =>
      kind === 'nuki' && nukiBoxes
        ? nukiBoxes
        : kind === 'nuki'
          ? {
              program: () => Promise.reject(new Error('NUKI_API_TOKEN is not set')),
              revoke: () => Promise.reject(new Error('NUKI_API_TOKEN is not set')),
            }
          : builtinBoxes,
  });
  boxCodes.defineJobs();
  const boxesService = createBoxesService({
    clock,
    db,
    companies,
    conditions,
    bikes,
    models,
    identity,
    codes: boxCodes,
    nukiConfigured: nukiBoxes !== null,
  });
  const boxEvents = createBoxEventsService({ clock, db, boxes: boxesService, identity, webhookSecret: config.boxes.webhookSecret });
  const reservations = createReservationsService({
    clock,
    db,
    conditions,
    companies,
    identity,
    bikes,
    models,
    people,
    mail,
    publicUrl: config.publicUrl,
    quizAsked: async (companyId) => Boolean(await quizzes.forTaking(companyId)),
    keyCodes: boxCodes,
  });
  const sharedBikeQuiz = createSharedBikeQuizService({ db, quizzes, reservations });
  // Bike rentals of the shop's rental fleet (decision 037).
  const rentals = createRentalsService({ clock, db, files, bikes, models, stock, companies, identity, people, requests });
  const onlineRentals = createOnlineRentalsService({ clock, db, rentals, rentalFleet: () => bikes.rentalFleet(), mail });
  // External financing and insurance follow-ups of bikes (decision 051); a daily job mails the renewals due.
  const billingBikes = createBillingBikes({ bikes, models, companies });
  const financing = createFinancingService({ clock, db, bikes: billingBikes });
  const insurance = createInsuranceService({ db, files, bikes: billingBikes, names: people.names });
  const insuranceRenewals = createInsuranceRenewalsService({
    clock,
    db,
    stock: bikes,
    bikes: billingBikes,
    identity,
    mail,
    publicUrl: config.publicUrl,
  });
  defineInsuranceRenewals({ jobs, renewals: insuranceRenewals, log: app.log });

  await jobs.open();

  registerSessions(app, identity.sessionStore, cookies, clock);
  registerCsrf(app, cookies);

  // Liveness and readiness (issue 24 point 11, decision 071). /api/health says whether the database answers (503 when it
  // does not); /api/ready tells a load balancer whether to send this process traffic: not while it stops, nor while
  // its database is unreachable. Neither is a reason to restart a process: it reconnects by itself.
  const probe = { status: 'ok', db: 'ok' } as const;
  const unreachable = { status: 'unavailable', db: 'unreachable' } as const;
  app.get(
    '/api/health',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database: 200 when the database answers, 503 when it cannot be reached',
        response: {
          200: z.object({ status: z.literal('ok'), db: z.literal('ok') }),
          503: z.object({ status: z.literal('unavailable'), db: z.literal('unreachable') }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await database.ping();
        return probe;
      } catch {
        return reply.status(503).send(unreachable);
      }
    },
  );
  let stopping = false;
  app.get(
    '/api/ready',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['platform'],
        summary: 'Readiness for a load balancer: 200 when this process takes traffic, 503 while it stops or its database is unreachable',
        response: {
          200: z.object({ ready: z.literal(true) }),
          503: z.object({ ready: z.literal(false), reason: z.enum(['stopping', 'database']) }),
        },
      },
    },
    async (_request, reply) => {
      if (stopping) return reply.status(503).send({ ready: false as const, reason: 'stopping' as const });
      try {
        await database.ping();
        return { ready: true as const };
      } catch {
        return reply.status(503).send({ ready: false as const, reason: 'database' as const });
      }
    },
  );
  await app.register(authRoutes, { identity, login, passwordFlows, emailConfirmations, cookies });
  await app.register(meRoutes, { identity, emailConfirmations, cookies });
  await app.register(quizAttemptsRoutes, { identity, quizAttempts, cookies });
  await app.register(usersRoutes, { usersAdmin });
  await app.register(companiesRoutes, { companies });
  await app.register(contactsRoutes, { contacts });
  await app.register(documentsRoutes, { documents });
  await app.register(conditionsRoutes, { conditions });
  await app.register(quizzesRoutes, { quizzes });
  await app.register(stockRoutes, { stock });
  registerPublicFiles(app, files);
  await app.register(bikeModelsRoutes, { models });
  await app.register(characteristicsRoutes, { characteristics });
  await app.register(accessoriesRoutes, { accessories });
  await app.register(importsRoutes, { imports });
  await app.register(bikesRoutes, { bikes, actions: bikeActions, encode });
  await app.register(fleetBikesRoutes, { bikes });
  await app.register(accessoryStockRoutes, { accessoryStock });
  await app.register(inventoriesRoutes, { inventories });
  await app.register(externalBikesRoutes, { externalBikes });
  await app.register(usedBikesRoutes, { usedBikes, buyBacks });
  await app.register(scheduleRoutes, { schedule });
  await app.register(cycleSoftwareRoutes, { cycleSoftware });
  await app.register(publicCatalogRoutes, { publicCatalog });
  await app.register(requestsRoutes, { requests });
  await app.register(offersRoutes, { offers, signing: offerSigning });
  await app.register(offerPromoRoutes, { offerPromo });
  await app.register(offerUploadsRoutes, { uploads: offerUploads });
  await app.register(offerSendingRoutes, { sending: offerSending });
  await app.register(ordersRoutes, { orders });
  await app.register(netCostRoutes, { netCost });
  await app.register(leadsRoutes, { leads });
  await app.register(billsRoutes, { bills });
  await app.register(giftCardsRoutes, { giftCards });
  await app.register(promoCodesRoutes, { promoCodes });
  await app.register(onlinePaymentsRoutes, { payments: onlinePayments, delivery: deliverySettings });
  await app.register(shopRoutes, { orders: shopOrders });
  // Bills from workshop jobs, tickets, orders and rentals, each billed once; the bikes of bills (decision 048).
  await app.register(billSourcesRoutes, {
    sources: createBillSourcesService({
      db,
      bills,
      companies,
      identity,
      // Billing's adapter onto the sources it bills, through their owners' services (decision 069).
      readers: createBillSourceReaders({ workshopJobs, checkout, orders, rentals, identity, bikes, models }),
    }),
  });
  await app.register(leasingRoutes, { leasing });
  await app.register(billDocumentsRoutes, { sending: billSending });
  await app.register(peppolRoutes, { peppol });
  await app.register(sepaRoutes, { mandates: sepaMandates, batches: sepaBatches });
  await app.register(bankStatementsRoutes, { statements: bankStatements, reminders: paymentReminders });
  await app.register(refundsRoutes, { manual: manualPayments, refunds, reminders: paymentReminders });
  await app.register(accountingRoutes, {
    journals,
    pending: booksPending,
    exports: createBooksExportService({
      journals,
      purchases,
      documents: {
        billsOfPeriod: async (from, to) => (await booksFeed.salesDocuments(from, to)).map((d) => ({ id: d.id, number: d.number })),
        ubl: (viewer, id) => peppol.ubl(viewer, id, { officialRules: false }),
        pdf: (viewer, id) => billSending.pdf(viewer, id),
      },
    }),
  });
  await app.register(purchasesRoutes, { purchases });
  await app.register(peppolInboundRoutes, { inbound: peppolInbound });
  await app.register(horusRoutes, { horus });
  await app.register(supplierPaymentsRoutes, { payments: supplierPayments });
  await app.register(loansRoutes, { loans });
  await app.register(loanBankMatchesRoutes, { matches: loanBankMatches });
  await app.register(assetsRoutes, { assets: fixedAssets });
  await app.register(expenseReportsRoutes, { expenses: expenseReports });
  await app.register(groupedOrdersRoutes, { groupedOrders, receiving: groupedOrderReceiving });
  await app.register(checkoutRoutes, { checkout, business: config.business });
  await app.register(servicePricesRoutes, { servicePrices, vatRates: config.repairVatRates });
  await app.register(capacityRoutes, { capacity });
  await app.register(orderFulfilmentRoutes, { fulfilment: orderFulfilment, reminders: orderReminders });
  await app.register(maintenanceRequestsRoutes, { requests: maintenanceRequests });
  await app.register(workshopJobsRoutes, { jobs: workshopJobs });
  await app.register(workshopPartsRoutes, { parts: workshopParts, stores: stock });
  await app.register(toursRoutes, { tours, mapTiles: config.mapTiles });
  // The mechanic's phone at a stop: steps, parts, notes, photos, replayed once (decision 034).
  await app.register(stopWorkRoutes, {
    work: createStopWorkService({
      db,
      tours,
      requests: maintenanceRequests,
      jobs: workshopJobs,
      accessories,
      parts: workshopParts,
      identity,
      stores: stock,
    }),
  });
  await app.register(sharingRoutes, { reservations, quiz: sharedBikeQuiz });
  await app.register(rentalsRoutes, { rentals });
  await app.register(publicRentalsRoutes, { online: onlineRentals });
  await app.register(financingRoutes, { financing });
  await app.register(insuranceRoutes, { insurance, renewals: insuranceRenewals });
  await app.register(boxesRoutes, { boxes: boxesService, events: boxEvents });
  await app.register(calendarRoutes, {
    calendar: createCalendarService({ db, conditions, companies, bikes, identity, models }),
    companies,
  });
  await app.register(statisticsRoutes, { statistics: createStatisticsService({ clock, db, conditions, companies, bikes, identity }) });
  await app.register(insightStatisticsRoutes, { statistics: createInsightStatisticsService({ db, stores: stock }) });
  // Riders' kilometres, CO2 ranking and the employer's impact report (issue 30, decision 093).
  const ridingDays = createRidingDaysService({ db });
  const riderSources = { clock, db, people, ridingDays };
  await app.register(ridesRoutes, { rides: createRidesService({ clock, db }) });
  const events = createEventsService({ clock, db, companies, identity });
  await app.register(rankingRoutes, {
    ranking: createRankingService({ ...riderSources, events }),
    impactReport: createImpactReportService({
      ...riderSources,
      companies,
      spending: createCompanySpendingService({ db }),
      sharedFleet: createSharedFleetService({ db }),
      sharedUse: ridingDays,
    }),
    business: config.business,
  });
  await app.register(assistanceRoutes, {
    assistance: createAssistanceService({ clock, db, files, mail, publicUrl: config.publicUrl, identity, companies, conditions, bikes }),
  });
  const jobAdmin = createJobAdminService({ db, jobs });
  await app.register(jobsRoutes, { jobAdmin });
  // Both gauges read the shared queue: one statement per scrape (the two share the read in flight), and under
  // WORKERS=n the highest of the workers' reads.
  // Every queue is named, at 0 when empty, so an alert rule finds its series from the first scrape on.
  let jobCounts: Promise<{ name: string; depth: number; failed: number }[]> | null = null;
  const countJobs = () => {
    jobCounts ??= jobAdmin
      .counts()
      .then((rows) => jobs.names().map((name) => rows.find((r) => r.name === name) ?? { name, depth: 0, failed: 0 }))
      .finally(() => (jobCounts = null));
    return jobCounts;
  };
  registerGauge(
    'veloport_job_queue_depth',
    'Background jobs waiting or running, per queue',
    async () => (await countJobs()).map((q) => ({ labels: { queue: q.name }, value: q.depth })),
    ['queue'],
    'max',
  );
  registerGauge(
    'veloport_job_queue_failed',
    'Background jobs that failed for good (every attempt used) and wait for an admin to retry them, per queue; kept 30 days',
    async () => (await countJobs()).map((q) => ({ labels: { queue: q.name }, value: q.failed })),
    ['queue'],
    'max',
  );

  // Insight (issue 30): the forecast (decision 091) and the operations monitor (decision 092), for admins.
  await app.register(forecastRoutes, { forecast: createForecastService({ clock, db }) });
  await app.register(monitoringRoutes, {
    monitoring: createMonitoringService({
      clock,
      db,
      ordersWaiting: async () => (await orderReminders.waiting(clock.now(), 0)).meta.total,
      jobCounts: countJobs,
    }),
  });

  await app.register(quotesRoutes, { clock });
  // Company questionnaires and their public form (issue 15, decision 054).
  const questionnaires = createQuestionnairesService({ clock, db });
  await app.register(questionnairesRoutes, { questionnaires });
  // The FAQ (issue 15, decision 055).
  await app.register(faqRoutes, { faq: createFaqService({ clock, db }) });
  // The blog (issue 15, decision 056): its posts go into the sitemap and give their pages a <head>.
  const blog = createBlogService({ clock, db, files, names: people.names });
  await app.register(blogRoutes, { blog, publicUrl: config.publicUrl });
  await app.register(seoRoutes, {
    publicCatalog,
    publicUrl: config.publicUrl,
    moreUrls: async () => blogSitemapEntries(config.publicUrl, await blog.publishedForFeeds(null)),
  });
  // Cycling events with teams, games and a leaderboard (issue 15, decision 057).
  await app.register(eventsRoutes, { events });
  // The dashboard's my-bike card and carousel promotions (decision 058).
  await app.register(dashboardCardsRoutes, {
    cards: createDashboardCardsService({ clock, bikes, leasing, maintenance: maintenanceRequests, promoCodes }),
  });
  // The my-bikes page and the fleet manager's attention cards (issue 30, decision 094).
  await app.register(dashboardsRoutes, {
    dashboards: createDashboardsService({ clock, bikes, leasing, maintenance: maintenanceRequests, orders, bills, reservations }),
  });

  // Public pages (those with language alternates) are rendered on the server for signed-out visitors (decision 010);
  // a path the app has no page for, or whose content does not exist, keeps the app's page with status 404 (decision 070).
  const serverRenderer = serveWeb ? lazyServerRenderer(app, config.webDistDir) : async () => null;
  const renderPage: PageRenderer = async ({ pathname, url, cookies }, html) => {
    const renderOnServer = await serverRenderer();
    const routed = renderOnServer?.routeStatus(pathname) ?? 200;
    const head =
      (await questionnaireHead(pathname, config.publicUrl, questionnaires.titleOf)) ??
      (await headFor(pathname, config.publicUrl, publicCatalog.bikeTitle, blog.publicHead));
    if (!head) return { html, status: routed };
    const withHead = renderHead(html, head);
    const status = 'status' in head && head.status === 404 ? 404 : routed;
    if (!renderOnServer || head.alternates.length === 0 || hasSession(cookies) || status === 404) return { html: withHead, status };
    const rendered = await renderOnServer.render(url, cookies);
    return rendered ? { html: injectRendered(withHead, rendered), status: rendered.status ?? status } : { html: withHead, status };
  };
  if (serveWeb)
    await registerSpa(app, config.webDistDir, {
      render: renderPage,
      has: async (pathname) => ((await serverRenderer())?.routeStatus(pathname) ?? 404) === 200,
    });
  await app.ready();
  return Object.assign(app, { declaredRoutes, jobs, mail, stopping: () => void (stopping = true) });
}
