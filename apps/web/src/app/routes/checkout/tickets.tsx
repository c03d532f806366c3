export { TicketListPage as Component } from '@/features/sales/checkout/routes/ticket-pages';
