export { MyStatisticsPage as Component } from '@/features/sharing/statistics/routes/my-statistics-page';
