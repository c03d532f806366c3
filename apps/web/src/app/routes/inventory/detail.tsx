export { InventoryDetailPage as Component } from '@/features/inventory/routes/inventory-detail-page';
