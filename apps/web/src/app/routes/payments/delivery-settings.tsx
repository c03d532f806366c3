export { DeliverySettingsPage as Component } from '@/features/online-payments/routes/delivery-settings-page';
