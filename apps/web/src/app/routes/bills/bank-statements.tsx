export { BankStatementsPage as Component } from '@/features/billing/bank-statements/routes/bank-statements-page';
