export { AccessoryListPage as Component } from '@/features/catalog/catalog/routes/accessory-list-page';
