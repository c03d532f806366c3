export { ServicePriceListPage as Component } from '@/features/workshop/service-prices/routes/service-price-list-page';
