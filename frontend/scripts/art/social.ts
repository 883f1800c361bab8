import { dreamTeamPage } from '@content/pages/dream-team';
import { homePageOf } from '@content/pages/home';
import { houseHippoPage } from '@content/pages/house-hippo';
import { mergeFactsOf } from '@content/merge-fields';
import { SITE_TAGLINE } from '@content/site';
import { uiText } from '@content/ui-text';
import type { Book, SiteContent } from '@content/schemas';
import { COVER_HEIGHT, COVER_WIDTH, coverMarkup } from './covers';
import { hippo, palette } from './scenes';
import { SANS, SERIF, fitText, mix, textLines, wrapWords } from './svg';

/** Social-share cards, 1200x630 (docs/SPEC.md §1, §9), rasterized to PNG by generate-art.ts. */
export const SOCIAL_WIDTH = 1200;
export const SOCIAL_HEIGHT = 630;

/** What a card is drawn from: her site's content, and the site's host for its address line. */
export interface SocialArt {
  content: SiteContent;
  host: string;
}

function backdrop(id: string): string {
  return [
    `<defs><linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.ink800}"/><stop offset="1" stop-color="${palette.ink950}"/></linearGradient>`,
    `<radialGradient id="${id}-glow" cx="0.8" cy="0.5" r="0.6"><stop offset="0" stop-color="${palette.ember600}" stop-opacity="0.35"/><stop offset="1" stop-color="${palette.ember600}" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="1200" height="630" fill="url(#${id}-bg)"/>`,
    `<rect width="1200" height="630" fill="url(#${id}-glow)"/>`,
    `<rect x="24" y="24" width="1152" height="582" fill="none" stroke="${palette.parchment100}" stroke-opacity="0.12"/>`,
  ].join('\n');
}

/** Left column: eyebrow, heading, text, and the site's address. */
function textColumn(o: { eyebrow: string; heading: string; text: string; width: number; host: string }): string {
  const heading = fitText(o.heading, o.width, { maxSize: 76, maxLines: 3, charWidth: 0.52 });
  const headingTop = 150 + heading.size;
  const textTop = headingTop + (heading.lines.length - 1) * heading.size * 1.08 + 56;
  return [
    textLines([o.eyebrow.toUpperCase()], {
      x: 80,
      y: 110,
      size: 20,
      fill: palette.ember300,
      family: SANS,
      spacing: 5,
      anchor: 'start',
      weight: 600,
    }),
    textLines(heading.lines, {
      x: 80,
      y: headingTop,
      size: heading.size,
      lineHeight: 1.08,
      fill: palette.parchment100,
      weight: 700,
      anchor: 'start',
    }),
    textLines(wrapWords(o.text, Math.floor(o.width / 14)).slice(0, 4), {
      x: 80,
      y: textTop,
      size: 26,
      lineHeight: 1.35,
      fill: palette.parchment300,
      family: SANS,
      anchor: 'start',
    }),
    `<line x1="80" y1="532" x2="140" y2="532" stroke="${palette.ember400}" stroke-width="3"/>`,
    textLines([o.host], {
      x: 80,
      y: 568,
      size: 22,
      fill: palette.parchment300,
      family: SANS,
      spacing: 2,
      anchor: 'start',
    }),
  ].join('\n');
}

function placedCover(authorName: string, book: Book, x: number, y: number, width: number, rotate = 0): string {
  const s = width / COVER_WIDTH;
  const h = COVER_HEIGHT * s;
  return [
    `<g transform="rotate(${rotate} ${x + width / 2} ${y + h / 2})">`,
    `<rect x="${x + 6}" y="${y + 10}" width="${width}" height="${h}" fill="#000000" opacity="0.45"/>`,
    // A nested <svg> clips the cover to its box, as the cover file itself is clipped.
    `<svg x="${x}" y="${y}" width="${width}" height="${h}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">${coverMarkup(book, authorName, `s-${book.id}`)}</svg>`,
    '</g>',
  ].join('\n');
}

/** One of her books, drawn at a place on the card. */
function coverOf({ content }: SocialArt, id: string, x: number, y: number, width: number, rotate = 0): string {
  const book = content.books.find((b) => b.id === id);
  if (!book) throw new Error(`No book ${id} in the content the art is drawn from`);
  return placedCover(content.author.name, book, x, y, width, rotate);
}

export function defaultSocial(art: SocialArt): string {
  return [
    backdrop('sd'),
    textColumn({ eyebrow: 'Author', heading: art.content.author.name, text: SITE_TAGLINE, width: 560, host: art.host }),
    coverOf(art, 'patient-92', 700, 130, 220, -8),
    coverOf(art, 'true-veil', 930, 120, 220, 7),
    coverOf(art, 'voss-trials', 800, 90, 240, 0),
  ].join('\n');
}

export function booksSocial({ content, host }: SocialArt): string {
  const shown = content.books.slice(0, 6);
  const name = content.author.name;
  return [
    backdrop('sb'),
    textColumn({
      eyebrow: name,
      heading: `${uiText.books.heading}`,
      text: homePageOf(content, `https://${host}`).booksIntro,
      width: 440,
      host,
    }),
    ...shown.map((book, i) => placedCover(name, book, 560 + (i % 3) * 200, 50 + Math.floor(i / 3) * 270, 176)),
  ].join('\n');
}

export function storiesSocial({ content, host }: SocialArt): string {
  const cards = content.stories.slice(0, 4).map((story, i) => {
    const x = 640 + (i % 2) * 250;
    const y = 70 + Math.floor(i / 2) * 250;
    const title = fitText(story.title, 180, { maxSize: 30, maxLines: 3, charWidth: 0.55 });
    const tint = [palette.ember600, '#5b3f8a', '#2f5d62', '#7a2e3b'][i % 4]!;
    return [
      `<rect x="${x}" y="${y}" width="220" height="220" rx="10" fill="${mix(tint, palette.ink950, 0.45)}" stroke="${palette.parchment100}" stroke-opacity="0.15"/>`,
      textLines([story.genre.toUpperCase()], {
        x: x + 20,
        y: y + 40,
        size: 14,
        fill: palette.parchment300,
        family: SANS,
        spacing: 3,
        anchor: 'start',
      }),
      textLines(title.lines, {
        x: x + 20,
        y: y + 110,
        size: title.size,
        lineHeight: 1.1,
        fill: palette.parchment100,
        weight: 700,
        anchor: 'start',
      }),
    ].join('\n');
  });
  return [
    backdrop('ss'),
    textColumn({
      eyebrow: uiText.stories.heading,
      heading: 'Free Short Stories',
      text: uiText.stories.intro,
      width: 500,
      host,
    }),
    ...cards,
  ].join('\n');
}

/** Her facts as the words on a card name them, on the site's host. */
const factsOf = ({ content, host }: SocialArt) => mergeFactsOf(content.author, `https://${host}`);

export function dreamTeamSocial(art: SocialArt): string {
  const page = dreamTeamPage(art.content.pages['dream-team'], factsOf(art));
  const roles = page.cards.map((card) => card.title);
  return [
    backdrop('sdt'),
    textColumn({
      eyebrow: page.header.eyebrow,
      heading: page.header.heading,
      text: roles.join(' · '),
      width: 600,
      host: art.host,
    }),
    coverOf(art, 'voss-trials', 820, 90, 290, 4),
  ].join('\n');
}

export function houseHippoSocial(art: SocialArt): string {
  const { content, host } = art;
  const page = houseHippoPage(content.pages['house-hippo-words'], factsOf(art));
  return [
    backdrop('sh'),
    textColumn({
      eyebrow: page.contest.hashtag,
      heading: page.banner.heading,
      text: page.contest.prize,
      width: 560,
      host,
    }),
    `<circle cx="920" cy="320" r="200" fill="${palette.ember900}" opacity="0.6"/>`,
    hippo(800, 200, 2),
    textLines(['1999 · today'], { x: 920, y: 560, size: 22, fill: palette.parchment300, family: SERIF, spacing: 3 }),
  ].join('\n');
}
