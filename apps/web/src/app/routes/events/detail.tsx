export { EventDetailPage as Component } from '@/features/events/routes/event-detail-page';
