export { BlogCreatePage as Component } from '@/features/blog/routes/blog-create-page';
