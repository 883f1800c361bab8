import { useAuthorName, usePageMeta } from '@frontend/lib/site-content';
import { PageMeta } from '../../components/page-meta';
import {
  DreamTeamHeader,
  DreamTeamPanel,
  ProgramGuidelines,
  RoleCards,
  useDreamTeamPage,
} from '@frontend/features/dream-team';
import { Island } from '../../islands/island';
import { DreamTeamSignupForm } from '@frontend/features/mailing-list';

/** /voss-trials, the Dream Team page (docs/SPEC.md §2): a light page, so the nav above it is dark. */
export function VossTrialsPage() {
  const pageMeta = usePageMeta();
  const author = useAuthorName();
  const { form } = useDreamTeamPage();
  return (
    <div className="bg-parchment-100 text-ink-900">
      <PageMeta meta={pageMeta['/voss-trials']} />
      <div className="mx-auto max-w-5xl space-y-12 px-4 py-12 sm:py-16">
        <DreamTeamHeader />
        <RoleCards />
        <ProgramGuidelines />
        <DreamTeamPanel name="dream-team-form" heading={form.heading} frame="raised" renderWhenNear={false}>
          <p className="mt-2 mb-6 text-ink-800">{form.intro}</p>
          <Island name="dream-team-form" props={{ author, welcome: form.success.paragraphs }}>
            <DreamTeamSignupForm welcome={form.success.paragraphs} />
          </Island>
        </DreamTeamPanel>
      </div>
    </div>
  );
}
