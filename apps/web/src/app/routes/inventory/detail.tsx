export { InventoryDetailPage as Component } from '@/features/stock/inventory/routes/inventory-detail-page';
