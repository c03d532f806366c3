export { LeasingRequestPage as Component } from '@/features/public-catalog/site/routes/leasing-request-page';
