export { ServicePriceEditPage as Component } from '@/features/service-prices/routes/service-price-edit-page';
