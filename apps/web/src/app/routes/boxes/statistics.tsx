export { BoxStatisticsPage as Component } from '@/features/sharing/boxes/routes/box-statistics-page';
