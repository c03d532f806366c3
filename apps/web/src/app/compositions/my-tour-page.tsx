// The toasts load with the mechanic's page rather than with its first toast: that toast may come without network,
// and the service worker keeps what the page has loaded (decision 034).
void import('@/app/notifications-toasts');

export { MyTourPage } from '@/features/workshop/tours/routes/my-tour-page';
