import type { HouseHippoPage } from '@content/schemas';
import { ListItemText, PageSection, Paragraphs } from '@frontend/components/content-section';

/** The monthly contest: the three formats, how to enter (with #HouseHippo), the prize, fine print. */
export function Contest({ contest }: { contest: HouseHippoPage['contest'] }) {
  return (
    <PageSection id="contest" heading={contest.heading}>
      <Paragraphs texts={contest.intro} className="mt-4 leading-relaxed text-parchment-300" />

      <h3 className="mt-8 font-display text-xl text-parchment-100">{contest.formatsHeading}</h3>
      <ol className="mt-4 grid gap-4 sm:grid-cols-3" data-testid="contest-formats">
        {contest.formats.map((format, index) => (
          <li key={format.text} className="rounded-lg border border-ink-800 bg-ink-900/60 p-5">
            <span aria-hidden="true" className="font-display text-3xl text-ember-400">
              {index + 1}
            </span>
            <p className="mt-2 text-sm leading-relaxed text-parchment-300">
              <ListItemText item={format} />
            </p>
          </li>
        ))}
      </ol>

      <h3 className="mt-8 font-display text-xl text-parchment-100">{contest.howToEnterHeading}</h3>
      <ol className="mt-4 list-decimal space-y-2 pl-6 leading-relaxed text-parchment-300 marker:text-ember-400">
        {contest.howToEnter.map((step) => (
          <li key={step.text}>
            <ListItemText item={step} />
          </li>
        ))}
      </ol>
      <p className="mt-6 inline-block rounded-full bg-ember-600 px-4 py-1.5 font-semibold tracking-wide text-white">
        {contest.hashtag}
      </p>

      <div className="mt-8 rounded-lg border border-ember-700/50 bg-ember-950/40 p-6">
        <h3 className="font-display text-xl text-parchment-100">{contest.prizeHeading}</h3>
        <p className="mt-2 text-lg text-parchment-200">{contest.prize}</p>
      </div>

      <ul className="mt-6 space-y-2 text-sm leading-relaxed text-parchment-400">
        {contest.finePrint.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </PageSection>
  );
}
