export { AccessoryDetailPage as Component } from '@/features/catalog/catalog/routes/accessory-detail-page';
