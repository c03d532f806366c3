export { LeasingRequestPage as Component } from '@/features/public-site/routes/leasing-request-page';
