export { PublicLayout as Component } from '@/features/public-catalog/site/components/public-layout';
