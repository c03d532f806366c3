export { LeasingContractPage as Component } from '@/features/leasing/routes/leasing-contract-page';
