export { LeasingContractPage as Component } from '@/features/billing/leasing/routes/leasing-contract-page';
