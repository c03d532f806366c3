export { NotAvailablePage as Component } from '@/features/catalog/catalog/routes/bike-list-page';
