export { BlogEditPage as Component } from '@/features/blog/routes/blog-edit-page';
