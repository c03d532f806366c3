export { PublicBlogPage as Component } from '@/features/blog/routes/public-blog-page';
