export { BoxCreatePage as Component } from '@/features/sharing/boxes/routes/box-create-page';
