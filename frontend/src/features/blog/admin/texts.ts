/**
 * The blog administration's texts (admin only, so kept with the feature rather than in the
 * readers' shared content/ui-text.ts). Strings the spec gives exactly are marked SPEC.
 */
export const adminBlogText = {
  heading: 'Blog posts',
  intro: 'Write, publish and edit the posts on the public blog.',
  /** SPEC */
  newPost: 'New Post',
  /** SPEC: the link to the download campaign. */
  downloadsLink: 'Download campaign',
  badges: { published: 'Published', draft: 'Draft', featured: 'Featured' },
  view: 'View',
  edit: 'Edit',
  /** Not in the spec: a published post as a newsletter draft, as Ghost offers on publish. */
  emailPost: 'Email this post',
  emailingPost: 'Making the draft…',
  emailPostFailed: 'The newsletter draft could not be made',
  /** SPEC: empty state. */
  emptyHeading: 'No Blog Posts Yet',
  emptyText: 'Write the first post: it stays a draft until you publish it.',
  createFirst: 'Create First Post',
  loading: 'Loading posts…',
  loadError: 'The posts could not be loaded.',
  tryAgain: 'Try again',
  editor: {
    newHeading: 'New post',
    editHeading: 'Edit post',
    backToPosts: 'Back to posts',
    notFound: 'This post does not exist (it may have been deleted).',
    title: 'Title',
    slug: 'Slug',
    slugHint: (built: string) => (built ? `Leave empty to use ${built}` : 'Leave empty to build it from the title.'),
    slugUrl: 'Address',
    excerpt: 'Excerpt',
    excerptHint: 'Shown on the blog list and in link previews. Leave empty to use the opening of the post.',
    content: 'Content',
    contentHint: 'Markdown: # heading, **bold**, *italic*, [link](https://…), ![image](https://…), lists and quotes.',
    coverImage: 'Cover image URL',
    coverImageHint:
      'One of your pictures: its address from Images (it starts with /media/), or a web address starting with https://',
    category: 'Category',
    tags: 'Tags',
    tagsHint: 'Separate tags with commas.',
    publishedDate: 'Published date',
    publishedDateHint: 'Leave empty to date the post by when it was created.',
    published: 'Published',
    publishedHint: 'Visible on the public blog. Off keeps it a draft.',
    featured: 'Featured',
    featuredHint: 'Marked as featured on the blog list.',
    create: 'Create Post',
    creating: 'Creating…',
    save: 'Save Changes',
    saving: 'Saving…',
    cancel: 'Cancel',
    fixErrors: 'Please correct the highlighted fields.',
    /** The save line's reasons (after "Not saved: "): a draft saves itself, a published post waits for the button. */
    unsavedPublished: (button: string) => `your changes go live when you press “${button}”.`,
    unsavedPublishing: (button: string) => `“${button}” saves and publishes it.`,
    unsavedIncomplete: 'a draft saves itself once it has a title and some text, and no field is in error.',
  },
  preview: {
    heading: 'Preview',
    empty: 'Start writing to see the preview.',
    updating: 'Updating preview…',
    failed: 'The preview could not be rendered.',
  },
  toasts: {
    /** SPEC */
    created: 'Blog post created successfully!',
    updated: 'Blog post updated successfully!',
    deleted: 'Blog post deleted',
    /** SPEC: destructive toast title and description when a create fails. */
    errorTitle: 'Error',
    createFailed: 'Failed to create blog post',
    updateFailed: 'Failed to update blog post',
    deleteFailed: 'Failed to delete blog post',
  },
  deleteDialog: {
    button: 'Delete Post',
    title: 'Delete this post?',
    description: (title: string) =>
      `"${title}" will be removed from the blog and its address will stop working. This cannot be undone.`,
    confirm: 'Delete',
    deleting: 'Deleting…',
    cancel: 'Cancel',
    close: 'Close',
  },
} as const;
