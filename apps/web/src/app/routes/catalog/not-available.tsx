export { NotAvailablePage as Component } from '@/features/catalog/routes/bike-list-page';
