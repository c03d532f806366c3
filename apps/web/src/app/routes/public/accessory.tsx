export { AccessoryPage as Component } from '@/features/public-catalog/site/routes/accessory-page';
