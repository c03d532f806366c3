export { BlogListPage as Component } from '@/features/blog/routes/blog-list-page';
