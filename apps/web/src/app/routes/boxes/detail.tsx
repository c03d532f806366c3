export { BoxDetailPage as Component } from '@/features/boxes/routes/box-detail-page';
