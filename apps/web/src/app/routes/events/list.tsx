export { EventListPage as Component } from '@/features/events/routes/event-list-page';
