export { FleetCalendarPage as Component } from '@/features/sharing/routes/calendar-page';
