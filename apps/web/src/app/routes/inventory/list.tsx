export { InventoryListPage as Component } from '@/features/stock/inventory/routes/inventory-list-page';
