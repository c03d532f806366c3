export { MigrationPage as Component } from '@/features/stock/cyclesoftware-migration/routes/migration-page';
