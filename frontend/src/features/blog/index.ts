/** The blog feature's entry point: what the app's routes use of it (lint: routes import nothing else of a feature). */
export { AdminPostList } from './admin/components/admin-post-list';
export { DeletePostButton } from './admin/components/delete-post-button';
export { PostEditor } from './admin/components/post-editor';
export { adminBlogText } from './admin/texts';
export { adminBlogPostsQuery, blogPostQuery } from './api';
export { BlogList } from './components/blog-list';
export { BackToBlog, BlogPostSkeleton, BlogPostView } from './components/blog-post-view';
export { PostNotFound } from './components/post-not-found';
