export { BlogEditPage as Component } from '@/features/content/blog/routes/blog-edit-page';
