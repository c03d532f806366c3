// Every table of every module, for the migrations and the typed client.
export * from '../platform/audit.table';
export * from '../modules/stock/stock.table';
export * from '../modules/companies/companies.table';
export * from '../modules/identity/identity.table';
export * from '../modules/catalog/catalog.table';
export * from '../modules/requests/requests.table';
export * from '../modules/sales/sales.table';
export * from '../modules/sales/leads/leads.table';
export * from '../modules/sales/grouped-orders/grouped-orders.table';
export * from '../modules/sales/checkout/checkout.table';
export * from '../modules/sales/offer-uploads/offer-uploads.table';
export * from '../modules/workshop/service-prices/service-prices.table';
export * from '../modules/workshop/capacity/capacity.table';
export * from '../modules/workshop/requests/maintenance-requests.table';
export * from '../modules/workshop/jobs/workshop-jobs.table';
export * from '../modules/workshop/tours/tours.table';
export * from '../modules/sharing/sharing.table';
