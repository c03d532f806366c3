export { AccessoryMergePage as Component } from '@/features/catalog/routes/accessory-merge-page';
