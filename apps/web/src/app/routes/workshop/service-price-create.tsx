export { ServicePriceCreatePage as Component } from '@/features/service-prices/routes/service-price-create-page';
