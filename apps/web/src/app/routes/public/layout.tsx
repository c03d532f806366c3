export { PublicLayout as Component } from '@/features/public-site/components/public-layout';
