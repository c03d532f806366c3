export { LeadDetailPage as Component } from '@/features/sales/leads/routes/lead-detail-page';
