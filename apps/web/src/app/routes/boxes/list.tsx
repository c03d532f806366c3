export { BoxListPage as Component } from '@/features/sharing/boxes/routes/box-list-page';
