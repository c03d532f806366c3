export { BlogListPage as Component } from '@/features/content/blog/routes/blog-list-page';
