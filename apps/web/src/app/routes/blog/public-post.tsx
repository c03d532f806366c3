export { PublicBlogPostPage as Component } from '@/features/blog/routes/public-blog-post-page';
