export { LeadCreatePage as Component } from '@/features/leads/routes/lead-create-page';
