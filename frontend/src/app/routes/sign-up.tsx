import { useLocation } from 'react-router-dom';
import { uiText } from '@content/ui-text';
import { useAuthorName, usePageMeta } from '@frontend/lib/site-content';
import { PageMeta } from '../../components/page-meta';
import { Island } from '../../islands/island';
import { SignupPageForm } from '@frontend/features/mailing-list';

/** /sign-up and /signup: one screen (docs/SPEC.md §2); both declare /sign-up as canonical. */
export function SignUpPage() {
  const pageMeta = usePageMeta();
  const { pathname } = useLocation();
  const meta = pathname.startsWith('/signup') ? pageMeta['/signup'] : pageMeta['/sign-up'];
  return (
    <section className="relative overflow-hidden">
      <PageMeta meta={meta} />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,_var(--color-ember-900)_0%,_transparent_55%)] opacity-50"
      />
      <div className="relative mx-auto max-w-lg px-4 py-12 sm:py-20">
        <header className="text-center">
          <h1 className="font-display text-4xl text-parchment-100 sm:text-5xl">{uiText.signup.pageHeading}</h1>
          <p className="mt-4 text-parchment-300">{uiText.signup.pageIntro}</p>
        </header>
        <div className="mt-8 rounded-xl border border-ink-700 bg-ink-900/90 p-6 shadow-2xl shadow-black/50 sm:p-8">
          <Island name="signup-page-form" props={{ author: useAuthorName() }}>
            <SignupPageForm />
          </Island>
        </div>
      </div>
    </section>
  );
}
