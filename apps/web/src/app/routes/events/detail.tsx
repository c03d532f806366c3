export { EventDetailPage as Component } from '@/features/content/events/routes/event-detail-page';
