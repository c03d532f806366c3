export { BlogCreatePage as Component } from '@/features/content/blog/routes/blog-create-page';
