import { useDreamTeamPage } from '../use-dream-team-page';

/** The page's header and intro paragraphs. */
export function DreamTeamHeader() {
  const { header, intro } = useDreamTeamPage();
  return (
    <header className="mx-auto max-w-3xl text-center">
      <p className="text-xs font-semibold tracking-[0.3em] text-ember-700 uppercase">{header.eyebrow}</p>
      <h1 className="mt-3 font-display text-4xl leading-tight text-balance text-ink-950 sm:text-5xl">
        {header.heading}
      </h1>
      <p className="mt-4 text-lg text-ink-800">{header.subheading}</p>
      <div className="mt-6 space-y-4 text-left text-ink-800 sm:text-center">
        {intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </header>
  );
}
