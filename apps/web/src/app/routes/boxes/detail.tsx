export { BoxDetailPage as Component } from '@/features/sharing/boxes/routes/box-detail-page';
