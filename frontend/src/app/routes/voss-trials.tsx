import { dreamTeamPage } from '@content/pages/dream-team';
import { pageMeta } from '@content/site';
import { PageMeta } from '../../components/page-meta';
import { DreamTeamHeader, ProgramGuidelines, RoleCards } from '@frontend/features/dream-team';
import { Island } from '../../islands/island';
import { DreamTeamSignupForm } from '@frontend/features/mailing-list';

const { form } = dreamTeamPage;

/** /voss-trials, the Dream Team page (docs/SPEC.md §2): a light page, so the nav above it is dark. */
export function VossTrialsPage() {
  return (
    <div className="bg-parchment-100 text-ink-900">
      <PageMeta meta={pageMeta['/voss-trials']} />
      <div className="mx-auto max-w-5xl space-y-12 px-4 py-12 sm:py-16">
        <DreamTeamHeader />
        <RoleCards />
        <ProgramGuidelines />
        <section
          aria-labelledby="dream-team-form-heading"
          className="render-when-near mx-auto max-w-xl rounded-xl border border-parchment-300 bg-white p-6 shadow-md sm:p-8"
        >
          <h2 id="dream-team-form-heading" className="font-display text-3xl text-ink-950">
            {form.heading}
          </h2>
          <p className="mt-2 mb-6 text-ink-800">{form.intro}</p>
          <Island name="dream-team-form">
            <DreamTeamSignupForm />
          </Island>
        </section>
      </div>
    </div>
  );
}
