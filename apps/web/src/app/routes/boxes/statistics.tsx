export { BoxStatisticsPage as Component } from '@/features/boxes/routes/box-statistics-page';
