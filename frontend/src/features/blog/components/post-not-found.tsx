import { Link } from 'react-router-dom';
import { pageTitle } from '@content/site';
import { uiText } from '@content/ui-text';
import { buttonStyles } from '@frontend/components/buttons';
import { PageMeta } from '@frontend/components/page-meta';
import { useAuthorName } from '@frontend/lib/site-content';

/** docs/SPEC.md §2/§8: a missing or unpublished post. (Fetched directly, the server answers this page with 404.) */
export function PostNotFound({ slug }: { slug: string }) {
  const { notFoundHeading, notFoundText } = uiText.blog;
  return (
    <>
      <PageMeta
        meta={{
          title: pageTitle(notFoundHeading, useAuthorName()),
          description: notFoundText,
          canonical: `/blog/${slug}`,
          noindex: true,
        }}
      />
      <PostNotFoundMessage />
    </>
  );
}

/** The message alone: what the `/blog/{slug}` function writes into the page, with status 404. */
export function PostNotFoundMessage() {
  const { notFoundHeading, notFoundText, backToBlog } = uiText.blog;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="font-display text-4xl text-parchment-100 sm:text-5xl">{notFoundHeading}</h1>
      <p className="mt-4 text-parchment-300">{notFoundText}</p>
      <Link to="/blog" className={`mt-8 ${buttonStyles.secondary}`}>
        {backToBlog}
      </Link>
    </section>
  );
}
