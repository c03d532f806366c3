export { LeadDetailPage as Component } from '@/features/leads/routes/lead-detail-page';
