/**
 * Her emails' words are hers (site/emails): rendered with the seed's words, the mailing-list and
 * Dream Team welcomes are byte for byte what they were when their words were code
 * (test/fixtures/site-emails/, written from that code).
 */
import { describe, expect, it } from 'vitest';
import { seedContent } from '../../content/seed/seed';
import { dreamTeamWelcome, mailingListWelcome } from '../../functions/emails/welcome';

const sender = seedContent.author;
const library = { url: 'https://site.test/api/sales/library/x', expiresAt: 'July 4, 2026 at 9:00 AM UTC' };

const rendered = {
  'list-welcome-named': () => mailingListWelcome(sender, 'https://site.test', { name: 'Ada' }, library),
  'list-welcome-unnamed': () => mailingListWelcome(sender, 'https://site.test', {}, library),
  'dream-team-welcome-reader': () => dreamTeamWelcome(sender, { name: 'Ada & <Bo>', newsletter: true }),
  'dream-team-welcome-unnamed': () => dreamTeamWelcome(sender, { newsletter: false }),
};

describe('her emails with the seed’s words', () => {
  it.each(Object.entries(rendered))('%s is what the code sent', async (name, render) => {
    const { subject, html, text } = render();
    await expect(`${subject}\n\n${html.html}\n\n${text}`).toMatchFileSnapshot(`../fixtures/site-emails/${name}.txt`);
  });
});
