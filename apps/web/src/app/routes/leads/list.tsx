export { LeadListPage as Component } from '@/features/sales/leads/routes/lead-list-page';
