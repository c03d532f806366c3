export { AccessoryDetailPage as Component } from '@/features/catalog/routes/accessory-detail-page';
