export { FleetCalendarPage as Component } from '@/features/sharing/reservations/routes/calendar-page';
