export { EventGamesPage as Component } from '@/features/events/routes/event-games-page';
