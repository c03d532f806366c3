export { TicketPage as Component } from '@/features/sales/checkout/routes/ticket-pages';
