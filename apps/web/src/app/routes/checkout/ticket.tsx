export { TicketPage as Component } from '@/features/checkout/routes/ticket-pages';
