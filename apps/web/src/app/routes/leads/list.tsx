export { LeadListPage as Component } from '@/features/leads/routes/lead-list-page';
