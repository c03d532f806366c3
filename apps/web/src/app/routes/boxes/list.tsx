export { BoxListPage as Component } from '@/features/boxes/routes/box-list-page';
