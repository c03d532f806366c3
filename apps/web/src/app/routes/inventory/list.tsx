export { InventoryListPage as Component } from '@/features/inventory/routes/inventory-list-page';
