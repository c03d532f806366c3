export { LeadCreatePage as Component } from '@/features/sales/leads/routes/lead-create-page';
