export { ServicePriceCreatePage as Component } from '@/features/workshop/service-prices/routes/service-price-create-page';
