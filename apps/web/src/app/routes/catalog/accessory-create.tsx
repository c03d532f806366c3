export { AccessoryCreatePage as Component } from '@/features/catalog/catalog/routes/accessory-create-page';
