import type { ContentSection as Section, ListItem } from '@content/schemas';

/** "<strong>Label:</strong> text", or just the text (content/schemas.ts list convention). */
export function ListItemText({ item }: { item: ListItem }) {
  return item.label ? (
    <>
      <strong className="font-semibold text-parchment-100">{item.label}:</strong> {item.text}
    </>
  ) : (
    <>{item.text}</>
  );
}

/** A headed block of page text from content/: paragraphs, an optional list, closing paragraphs. */
export function ContentSection({ section, headingLevel = 2 }: { section: Section; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`} className="render-when-near scroll-mt-6">
      <Heading id={`${section.id}-heading`} className="font-display text-2xl text-parchment-100 sm:text-3xl">
        {section.heading}
      </Heading>
      <div className="mt-4 space-y-4 leading-relaxed text-parchment-300">
        {section.paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
        {section.list ? (
          <ul className="list-disc space-y-2 pl-6 marker:text-ember-500">
            {section.list.map((item) => (
              <li key={item.text}>
                <ListItemText item={item} />
              </li>
            ))}
          </ul>
        ) : null}
        {section.closing?.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
    </section>
  );
}
