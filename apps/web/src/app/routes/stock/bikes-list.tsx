export { BikesListPage as Component } from '@/features/stock/routes/bikes-list-page';
