export { PublicBlogPage as Component } from '@/features/content/blog/routes/public-blog-page';
