import { useDreamTeamPage } from '../use-dream-team-page';
import { Paragraphs } from '@frontend/components/content-section';
import { DreamTeamPanel } from './dream-team-panel';

/** Program guidelines: who it is for, requirements, accountability, professional services. */
export function ProgramGuidelines() {
  const { guidelines } = useDreamTeamPage();
  return (
    <DreamTeamPanel name="guidelines" heading={guidelines.heading} frame="tinted">
      <p className="mt-3 text-ink-800">{guidelines.intro}</p>
      <div className="mt-6 grid gap-8 md:grid-cols-2">
        {guidelines.sections.map((section) => (
          <section key={section.id} aria-labelledby={`guideline-${section.id}`}>
            <h3 id={`guideline-${section.id}`} className="text-lg font-semibold text-ink-950">
              {section.heading}
            </h3>
            <Paragraphs texts={section.paragraphs} className="mt-2 text-ink-800" />
            {section.list ? (
              <ul className="mt-3 list-disc space-y-2 pl-5 text-ink-800 marker:text-ember-700">
                {section.list.map((item) => (
                  <li key={item.text}>
                    {item.label ? <strong className="font-semibold text-ink-950">{item.label}:</strong> : null}{' '}
                    {item.text}
                  </li>
                ))}
              </ul>
            ) : null}
            {section.closing ? <Paragraphs texts={section.closing} className="mt-3 text-ink-800" /> : null}
          </section>
        ))}
      </div>
    </DreamTeamPanel>
  );
}
