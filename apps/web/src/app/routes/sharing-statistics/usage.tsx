export { UsageStatisticsPage as Component } from '@/features/sharing/statistics/routes/usage-statistics-page';
