export { EventTeamsPage as Component } from '@/features/content/events/routes/event-teams-page';
