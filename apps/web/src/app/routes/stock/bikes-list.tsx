export { BikesListPage as Component } from '@/features/stock/stock/routes/bikes-list-page';
