/**
 * Her emails' words are hers (site/emails): rendered with the seed's words, the mailing-list and
 * Dream Team welcomes are byte for byte what they were when their words were code
 * (test/fixtures/site-emails/, written from that code).
 */
import { describe, expect, it } from 'vitest';
import type { SiteEmails } from '../../content/schemas';
import { seedContent } from '../../content/seed/seed';
import { siteEmailsPieceSchema } from '../../functions/contract/site-emails';
import { emailsEditor } from '../../frontend/src/features/site-editor/forms/emails-form';
import { seedPages } from '../support/seed-pages';
import { dreamTeamWelcome, mailingListWelcome } from '../../functions/emails/welcome';

const from = { sender: seedContent.author, siteUrl: 'https://site.test' };
const listWelcome = { ...from, words: seedContent.emails.listWelcome };
const dreamTeam = { ...from, words: seedContent.emails.dreamTeamWelcome };
const page = seedPages('https://site.test').dreamTeam;
const { stories } = seedContent;
const library = { url: 'https://site.test/api/sales/library/x', expiresAt: 'July 4, 2026 at 9:00 AM UTC' };

const rendered = {
  'list-welcome-named': () => mailingListWelcome(listWelcome, { name: 'Ada' }, library, stories),
  'list-welcome-unnamed': () => mailingListWelcome(listWelcome, {}, library, stories),
  'dream-team-welcome-reader': () => dreamTeamWelcome(dreamTeam, page, { name: 'Ada & <Bo>', newsletter: true }),
  'dream-team-welcome-unnamed': () => dreamTeamWelcome(dreamTeam, page, { newsletter: false }),
};

describe('her emails with the seed’s words', () => {
  it.each(Object.entries(rendered))('%s is what the code sent', async (name, render) => {
    const { subject, html, text } = render();
    await expect(`${subject}\n\n${html.html}\n\n${text}`).toMatchFileSnapshot(`../fixtures/site-emails/${name}.txt`);
  });
});

describe('her words in her emails', () => {
  it('fills the reader’s name and hers, and makes a link to her site whole', () => {
    const words = {
      ...seedContent.emails.listWelcome,
      subject: 'A letter from {$author}',
      greeting: 'Dear {$name|default("friend")},',
      afterStories: ['See [the books](/books), or [my shop](https://shop.example.com/x).'],
    };
    const named = mailingListWelcome({ ...listWelcome, words }, { name: 'Ada' }, library, stories);
    expect(named.subject).toBe(`A letter from ${seedContent.author.name}`);
    expect(named.html.html).toContain('<p>Dear Ada,</p>');
    expect(named.html.html).toContain('<a href="https://site.test/books">the books</a>');
    expect(named.text).toContain('See the books (https://site.test/books), or my shop (https://shop.example.com/x).');
    expect(mailingListWelcome({ ...listWelcome, words }, {}, library, stories).text).toContain('Dear friend,');
    // With no story featured, neither her line leading into them nor the list.
    const unfeatured = stories.map((story) => ({ ...story, featured: false }));
    expect(mailingListWelcome(listWelcome, {}, library, unfeatured).text).not.toContain(words.storiesIntro);
  });

  it('refuses a field the emails cannot fill, naming the ones she can use, and a link that goes nowhere', () => {
    const refusal = (change: Partial<SiteEmails['listWelcome']>) => {
      const result = siteEmailsPieceSchema.safeParse({
        ...seedContent.emails,
        listWelcome: { ...seedContent.emails.listWelcome, ...change },
      });
      return result.success ? undefined : result.error.issues.map(({ path, message }) => ({ path, message }));
    };
    expect(refusal({})).toBeUndefined();
    expect(refusal({ greeting: 'Hi {$first_name},' })).toEqual([
      {
        path: ['listWelcome', 'greeting'],
        message:
          '{$first_name} is not a field the email can fill: only {$name} (the reader’s name) and {$author} (your name, as your site shows it) are.',
      },
    ]);
    expect(refusal({ afterStories: ['Fine.', 'See [the books](books).'] })?.[0]).toMatchObject({
      path: ['listWelcome', 'afterStories', 1],
      message: expect.stringContaining('“books”, which is not an address') as string,
    });
    expect(refusal({ subject: ' ' })?.[0]?.message).toBe('Write the words here: the email needs them.');
  });

  it('the editor gives back the words it was given', () => {
    expect(emailsEditor.toBody(emailsEditor.fromBody(seedContent.emails))).toEqual(seedContent.emails);
  });
});
