export { ServicePriceEditPage as Component } from '@/features/workshop/service-prices/routes/service-price-edit-page';
