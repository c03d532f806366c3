export { DeliverySettingsPage as Component } from '@/features/billing/online-payments/routes/delivery-settings-page';
