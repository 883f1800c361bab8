import type { ReactNode } from 'react';
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

/** One `<p>` per text (texts are unique within a block, so they key themselves). */
export function Paragraphs({ texts, className }: { texts: readonly string[]; className?: string }) {
  return texts.map((text) => (
    <p key={text} className={className}>
      {text}
    </p>
  ));
}

/**
 * A page's section that `#id` links scroll to, labelled by its heading (`<id>-heading`). Below the
 * fold by default, so it is painted only when near (`render-when-near`).
 */
export function PageSection({
  id,
  heading,
  headingLevel = 2,
  renderWhenNear = true,
  children,
}: {
  id: string;
  heading: string;
  headingLevel?: 2 | 3;
  renderWhenNear?: boolean;
  children: ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={renderWhenNear ? 'render-when-near scroll-mt-6' : 'scroll-mt-6'}
    >
      <Heading id={`${id}-heading`} className="font-display text-2xl text-parchment-100 sm:text-3xl">
        {heading}
      </Heading>
      {children}
    </section>
  );
}

/** A headed block of page text from content/: paragraphs, an optional list, closing paragraphs. */
export function ContentSection({ section, headingLevel = 2 }: { section: Section; headingLevel?: 2 | 3 }) {
  return (
    <PageSection id={section.id} heading={section.heading} headingLevel={headingLevel}>
      <div className="mt-4 space-y-4 leading-relaxed text-parchment-300">
        <Paragraphs texts={section.paragraphs} />
        {section.list ? (
          <ul className="list-disc space-y-2 pl-6 marker:text-ember-500">
            {section.list.map((item) => (
              <li key={item.text}>
                <ListItemText item={item} />
              </li>
            ))}
          </ul>
        ) : null}
        {section.closing ? <Paragraphs texts={section.closing} /> : null}
      </div>
    </PageSection>
  );
}
