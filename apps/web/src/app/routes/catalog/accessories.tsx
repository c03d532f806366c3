export { AccessoryListPage as Component } from '@/features/catalog/routes/accessory-list-page';
