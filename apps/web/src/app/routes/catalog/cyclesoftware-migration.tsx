export { MigrationPage as Component } from '@/features/cyclesoftware-migration/routes/migration-page';
