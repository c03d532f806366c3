export { AccessoryCreatePage as Component } from '@/features/catalog/routes/accessory-create-page';
