export { ServicePriceListPage as Component } from '@/features/service-prices/routes/service-price-list-page';
