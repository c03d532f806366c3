export { PublicBlogPostPage as Component } from '@/features/content/blog/routes/public-blog-post-page';
