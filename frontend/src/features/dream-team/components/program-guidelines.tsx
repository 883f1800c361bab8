import { dreamTeamPage } from '@content/pages/dream-team';

const { guidelines } = dreamTeamPage;

/** Program guidelines: who it is for, requirements, accountability, professional services. */
export function ProgramGuidelines() {
  return (
    <section
      aria-labelledby="guidelines-heading"
      className="render-when-near rounded-xl border border-parchment-300 bg-white/60 p-6 sm:p-8"
    >
      <h2 id="guidelines-heading" className="font-display text-3xl text-ink-950">
        {guidelines.heading}
      </h2>
      <p className="mt-3 text-ink-800">{guidelines.intro}</p>
      <div className="mt-6 grid gap-8 md:grid-cols-2">
        {guidelines.sections.map((section) => (
          <section key={section.id} aria-labelledby={`guideline-${section.id}`}>
            <h3 id={`guideline-${section.id}`} className="text-lg font-semibold text-ink-950">
              {section.heading}
            </h3>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-2 text-ink-800">
                {paragraph}
              </p>
            ))}
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
            {section.closing?.map((paragraph) => (
              <p key={paragraph} className="mt-3 text-ink-800">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </div>
    </section>
  );
}
