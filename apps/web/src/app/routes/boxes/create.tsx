export { BoxCreatePage as Component } from '@/features/boxes/routes/box-create-page';
