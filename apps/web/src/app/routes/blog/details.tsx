export { BlogDetailPage as Component } from '@/features/content/blog/routes/blog-detail-page';
