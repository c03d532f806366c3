export { LeasingContractCreatePage as Component } from '@/features/leasing/routes/leasing-contract-create-page';
