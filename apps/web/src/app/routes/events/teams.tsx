export { EventTeamsPage as Component } from '@/features/events/routes/event-teams-page';
