export { AccessoryMergePage as Component } from '@/features/catalog/catalog/routes/accessory-merge-page';
