export { EventGamesPage as Component } from '@/features/content/events/routes/event-games-page';
