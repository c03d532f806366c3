export { BankStatementsPage as Component } from '@/features/bank-statements/routes/bank-statements-page';
