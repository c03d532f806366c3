export { LeasingContractCreatePage as Component } from '@/features/billing/leasing/routes/leasing-contract-create-page';
