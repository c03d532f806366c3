export { EventListPage as Component } from '@/features/content/events/routes/event-list-page';
