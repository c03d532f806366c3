export { TicketListPage as Component } from '@/features/checkout/routes/ticket-pages';
