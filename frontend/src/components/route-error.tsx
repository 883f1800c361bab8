import { Component, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { notFoundMeta } from '@content/page-table';
import { pageTitle } from '@content/site';
import { useAuthorName } from '../lib/site-content';
import { PageMeta } from './page-meta';

/** Shown when a page fails to render or a lazily loaded part of the site cannot be fetched. */
export function RouteError() {
  const name = useAuthorName();
  return (
    <section role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <PageMeta
        meta={{
          ...notFoundMeta(name),
          title: pageTitle('Something went wrong', name),
          description: 'This page could not be shown.',
        }}
      />
      <h1 className="font-display text-3xl text-parchment-100">Something went wrong</h1>
      <p className="mt-4 text-parchment-300">
        This page could not be shown. Please reload, or go back to the home page.
      </p>
      <Link to="/" className="mt-6 inline-block text-ember-400 underline underline-offset-4 hover:text-ember-300">
        Back to Home
      </Link>
    </section>
  );
}

/**
 * Shows RouteError in place of what failed below it (React catches render errors only in a class
 * component). The error belongs to its page: the next `pathname` renders afresh.
 */
export class RouteErrorBoundary extends Component<
  { pathname: string; children: ReactNode },
  { pathname: string; failed: boolean }
> {
  override state = { pathname: this.props.pathname, failed: false };

  static getDerivedStateFromProps(props: { pathname: string }, state: { pathname: string }) {
    return props.pathname === state.pathname ? null : { pathname: props.pathname, failed: false };
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
