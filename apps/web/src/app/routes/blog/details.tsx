export { BlogDetailPage as Component } from '@/features/blog/routes/blog-detail-page';
