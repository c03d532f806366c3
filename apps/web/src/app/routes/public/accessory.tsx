export { AccessoryPage as Component } from '@/features/public-site/routes/accessory-page';
