import { SANS, SERIF, esc, mix, round as r, seededRandom } from './svg';

/**
 * The site's illustrations, in the site's palette (frontend/src/index.css): ink, parchment, ember.
 * Each returns the inner markup of an SVG of the size given in content/site.ts `siteImages`.
 */

export const palette = {
  ink950: '#0c0a0f',
  ink900: '#15121a',
  ink800: '#221d29',
  ink700: '#332c3d',
  parchment100: '#f3ede4',
  parchment300: '#c9bfb1',
  ember300: '#f7b27e',
  ember400: '#ee8a4a',
  ember600: '#b4501c',
  ember900: '#4a1f0c',
  night: '#14233a',
} as const;

const blur = (id: string, sd: number) =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`;

function starField(seed: string, count: number, w: number, h: number): string {
  const rnd = seededRandom(seed);
  return Array.from(
    { length: count },
    () =>
      `<circle cx="${r(rnd() * w)}" cy="${r(rnd() * h)}" r="${r(0.5 + rnd() * 1.4)}" opacity="${r(0.25 + rnd() * 0.75)}"/>`,
  ).join('');
}

/** Home hero, 1600x900: a canal town at night, a lift bridge against the moon, one lit window. */
export function heroScene(): string {
  const rnd = seededRandom('hero');
  const houses: string[] = [];
  let x = -20;
  while (x < 1620) {
    const w = 60 + rnd() * 70;
    const h = 60 + rnd() * 90;
    const roof = 20 + rnd() * 30;
    const base = 640;
    if (x > 620 && x < 960) {
      x += w;
      continue; // leave the bridge clear
    }
    houses.push(
      `<path d="M${r(x)},${base} L${r(x)},${r(base - h)} L${r(x + w / 2)},${r(base - h - roof)} L${r(x + w)},${r(base - h)} L${r(x + w)},${base} Z"/>`,
    );
    x += w + rnd() * 8;
  }
  const ripples = Array.from({ length: 26 }, (_, i) => {
    const y = 660 + i * 9 + i * i * 0.25;
    const w = 40 + i * 10 + rnd() * 30;
    return `<rect x="${r(1180 - w / 2)}" y="${r(y)}" width="${r(w)}" height="${r(1.2 + i * 0.12)}" rx="1" opacity="${r(0.75 - i * 0.025)}"/>`;
  }).join('');
  const truss = Array.from(
    { length: 10 },
    (_, i) =>
      `<line x1="${720 + i * 16}" y1="400" x2="${736 + i * 16}" y2="428"/><line x1="${736 + i * 16}" y1="400" x2="${720 + i * 16}" y2="428"/>`,
  ).join('');
  return [
    '<defs>',
    `<linearGradient id="h-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.ink950}"/><stop offset="0.55" stop-color="${palette.ink800}"/><stop offset="0.72" stop-color="${mix(palette.ember900, palette.ink800, 0.35)}"/></linearGradient>`,
    `<linearGradient id="h-water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(palette.ink800, palette.night, 0.5)}"/><stop offset="1" stop-color="${palette.ink950}"/></linearGradient>`,
    `<radialGradient id="h-moonglow"><stop offset="0" stop-color="${palette.parchment100}" stop-opacity="0.35"/><stop offset="1" stop-color="${palette.parchment100}" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="h-window"><stop offset="0" stop-color="${palette.ember400}" stop-opacity="0.8"/><stop offset="1" stop-color="${palette.ember400}" stop-opacity="0"/></radialGradient>`,
    // The fog is soft-edged by its gradient, not a blur filter: the hero is the one drawing a reader's
    // phone renders as SVG (docs/product-decisions.md, "Drawings as WebP"), and a filter is the
    // costliest thing in it to paint (issue 28).
    `<radialGradient id="h-fog"><stop offset="0" stop-color="${palette.parchment300}" stop-opacity="0.09"/><stop offset="0.55" stop-color="${palette.parchment300}" stop-opacity="0.07"/><stop offset="1" stop-color="${palette.parchment300}" stop-opacity="0"/></radialGradient>`,
    '</defs>',
    '<rect width="1600" height="900" fill="url(#h-sky)"/>',
    `<g fill="${palette.parchment100}">${starField('hero-stars', 140, 1600, 520)}</g>`,
    '<circle cx="1180" cy="250" r="260" fill="url(#h-moonglow)"/>',
    `<circle cx="1180" cy="250" r="70" fill="${palette.parchment100}"/>`,
    `<circle cx="1158" cy="236" r="12" fill="${palette.parchment300}" opacity="0.35"/><circle cx="1204" cy="272" r="8" fill="${palette.parchment300}" opacity="0.3"/>`,
    `<path d="M0,600 Q200,560 420,585 T860,570 T1300,580 T1600,560 L1600,640 L0,640 Z" fill="${palette.ink700}" opacity="0.6"/>`,
    // The lift bridge: two towers and a raised deck.
    `<g fill="${palette.ink950}"><rect x="680" y="340" width="40" height="300"/><rect x="880" y="340" width="40" height="300"/><rect x="672" y="330" width="56" height="14"/><rect x="872" y="330" width="56" height="14"/><rect x="720" y="396" width="160" height="8"/><rect x="720" y="426" width="160" height="10"/><rect x="640" y="600" width="320" height="14"/></g>`,
    `<g stroke="${palette.ink950}" stroke-width="3">${truss}</g>`,
    `<g fill="${palette.ink950}">${houses.join('')}<path d="M300,640 L300,470 L318,400 L336,470 L336,640 Z"/></g>`,
    '<circle cx="1424" cy="600" r="60" fill="url(#h-window)"/>',
    `<rect x="1414" y="588" width="18" height="22" fill="${palette.ember300}"/>`,
    `<g fill="${palette.ember300}" opacity="0.5"><rect x="180" y="604" width="8" height="10"/><rect x="1040" y="596" width="8" height="10"/></g>`,
    '<rect x="0" y="640" width="1600" height="260" fill="url(#h-water)"/>',
    `<g fill="${palette.parchment100}">${ripples}</g>`,
    `<g fill="${palette.ink950}" opacity="0.35"><rect x="680" y="650" width="40" height="160"/><rect x="880" y="650" width="40" height="160"/></g>`,
    '<g fill="url(#h-fog)"><ellipse cx="300" cy="650" rx="560" ry="76"/><ellipse cx="1200" cy="670" rx="640" ry="82"/><ellipse cx="800" cy="720" rx="740" ry="76"/></g>',
  ].join('\n');
}

/** Author photo placeholder, 480x600: a portrait silhouette by a foggy window, rim-lit. */
export function authorPortrait(): string {
  return [
    '<defs>',
    `<linearGradient id="a-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.ink700}"/><stop offset="1" stop-color="${palette.ink950}"/></linearGradient>`,
    `<radialGradient id="a-light" cx="0.78" cy="0.3" r="0.7"><stop offset="0" stop-color="${palette.parchment300}" stop-opacity="0.45"/><stop offset="1" stop-color="${palette.parchment300}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="a-coat" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.ink800}"/><stop offset="1" stop-color="${palette.ink950}"/></linearGradient>`,
    blur('a-soft', 3),
    '</defs>',
    '<rect width="480" height="600" fill="url(#a-bg)"/>',
    '<rect width="480" height="600" fill="url(#a-light)"/>',
    `<g stroke="${palette.parchment300}" stroke-opacity="0.18" stroke-width="6" fill="none"><rect x="270" y="40" width="170" height="260"/><line x1="355" y1="40" x2="355" y2="300"/><line x1="270" y1="170" x2="440" y2="170"/></g>`,
    `<g fill="${palette.parchment100}" opacity="0.12">${starField('portrait-rain', 60, 480, 320)}</g>`,
    // Coat and shoulders, then neck and head.
    '<path d="M40,600 C48,500 120,452 196,440 L284,440 C360,452 432,500 440,600 Z" fill="url(#a-coat)"/>',
    `<path d="M196,440 L240,530 L284,440" fill="none" stroke="${palette.ink700}" stroke-width="4"/>`,
    `<path d="M204,448 C220,480 236,500 240,520 C246,500 262,478 276,448 C262,470 250,480 240,486 C230,480 218,470 204,448 Z" fill="${palette.ember600}"/>`,
    `<path d="M214,378 L212,446 C226,460 254,460 268,446 L266,378 Z" fill="${palette.ink950}"/>`,
    `<path d="M240,206 C292,206 316,248 314,300 C312,352 284,394 240,396 C196,394 168,352 166,300 C164,248 188,206 240,206 Z" fill="${palette.ink950}"/>`,
    `<path d="M166,300 C150,230 196,188 246,190 C302,192 334,236 322,330 C330,380 316,420 300,436 C306,380 300,320 292,280 C280,250 250,240 222,246 C196,252 178,270 166,300 Z" fill="${mix(palette.ink950, palette.ink800, 0.4)}"/>`,
    `<path d="M306,236 C330,270 328,340 304,392" fill="none" stroke="${palette.ember300}" stroke-width="3" stroke-linecap="round" opacity="0.8" filter="url(#a-soft)"/>`,
    `<path d="M300,440 C330,420 340,400 322,370" fill="none" stroke="${palette.ember300}" stroke-width="2" opacity="0.4" filter="url(#a-soft)"/>`,
    `<path d="M404,520 C420,546 430,570 434,600" fill="none" stroke="${palette.ember300}" stroke-width="3" opacity="0.5" filter="url(#a-soft)"/>`,
  ].join('\n');
}

/** Writing desk, 1200x800: rainy window, open notebook, fountain pen, candle, stacked books. */
export function writingDesk(): string {
  const rnd = seededRandom('desk');
  const rain = Array.from({ length: 90 }, () => {
    const x = 90 + rnd() * 420;
    const y = 70 + rnd() * 330;
    return `<line x1="${r(x)}" y1="${r(y)}" x2="${r(x - 3)}" y2="${r(y + 10 + rnd() * 22)}"/>`;
  }).join('');
  const pageLines = (x0: number, x1: number, skew: number) =>
    Array.from(
      { length: 7 },
      (_, i) =>
        `<line x1="${x0}" y1="${596 + i * 14 + (x0 < 600 ? 0 : skew)}" x2="${x1}" y2="${598 + i * 14 + (x0 < 600 ? skew : 0)}"/>`,
    ).join('');
  const books = [
    { y: 500, w: 210, h: 30, c: '#5b1f1f' },
    { y: 470, w: 190, h: 30, c: '#1f3a4a' },
    { y: 444, w: 200, h: 26, c: '#3b2f4f' },
    { y: 414, w: 176, h: 30, c: '#6b4a1f' },
  ];
  return [
    '<defs>',
    `<linearGradient id="d-wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.ink900}"/><stop offset="1" stop-color="${palette.ink800}"/></linearGradient>`,
    `<linearGradient id="d-window" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.night}"/><stop offset="1" stop-color="${mix(palette.night, palette.ink950, 0.5)}"/></linearGradient>`,
    '<linearGradient id="d-wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4a2e1c"/><stop offset="1" stop-color="#1c110a"/></linearGradient>',
    `<radialGradient id="d-candle"><stop offset="0" stop-color="${palette.ember300}" stop-opacity="0.55"/><stop offset="1" stop-color="${palette.ember400}" stop-opacity="0"/></radialGradient>`,
    blur('d-soft', 4),
    '</defs>',
    '<rect width="1200" height="800" fill="url(#d-wall)"/>',
    '<circle cx="900" cy="420" r="380" fill="url(#d-candle)"/>',
    '<rect x="80" y="60" width="440" height="350" fill="url(#d-window)"/>',
    `<g stroke="${palette.parchment300}" stroke-opacity="0.35" stroke-width="1.2">${rain}</g>`,
    `<g fill="none" stroke="${palette.ink950}" stroke-width="14"><rect x="80" y="60" width="440" height="350"/><line x1="300" y1="60" x2="300" y2="410"/><line x1="80" y1="235" x2="520" y2="235"/></g>`,
    `<circle cx="420" cy="130" r="26" fill="${palette.parchment100}" opacity="0.55" filter="url(#d-soft)"/>`,
    '<rect x="0" y="530" width="1200" height="270" fill="url(#d-wood)"/>',
    `<rect x="0" y="526" width="1200" height="6" fill="${palette.ember600}" opacity="0.35"/>`,
    // Coffee cup.
    `<g><rect x="190" y="488" width="80" height="74" rx="12" fill="${palette.parchment300}"/><path d="M270,504 C298,504 298,546 270,546" fill="none" stroke="${palette.parchment300}" stroke-width="9"/><ellipse cx="230" cy="490" rx="40" ry="9" fill="#2a1a10"/></g>`,
    `<g fill="none" stroke="${palette.parchment300}" stroke-opacity="0.3" stroke-width="3" stroke-linecap="round"><path d="M214,470 C204,450 226,440 214,418"/><path d="M240,470 C230,446 252,436 240,410"/></g>`,
    // Open notebook.
    `<path d="M400,580 L600,592 L600,710 L380,694 Z" fill="#efe6d2"/><path d="M600,592 L800,580 L820,694 L600,710 Z" fill="#f6efe0"/>`,
    `<line x1="600" y1="592" x2="600" y2="710" stroke="#b9ab90" stroke-width="2"/>`,
    `<g stroke="#9aa7b8" stroke-width="1.2" opacity="0.8">${pageLines(410, 585, 1)}${pageLines(615, 790, 1)}</g>`,
    `<path d="M418,610 C450,604 470,616 500,608 S556,614 578,606" fill="none" stroke="#2c3e6b" stroke-width="2"/>`,
    `<path d="M418,624 C452,620 476,630 520,622" fill="none" stroke="#2c3e6b" stroke-width="2"/>`,
    // Fountain pen.
    `<g transform="rotate(-22 720 640)"><rect x="620" y="632" width="190" height="16" rx="8" fill="${palette.ink950}"/><rect x="700" y="632" width="12" height="16" fill="#c9a227"/><path d="M620,632 L590,640 L620,648 Z" fill="#c9a227"/></g>`,
    // Candle and flame.
    `<rect x="880" y="430" width="44" height="110" rx="4" fill="${palette.parchment100}"/><ellipse cx="902" cy="430" rx="22" ry="6" fill="${palette.parchment300}"/>`,
    `<line x1="902" y1="430" x2="902" y2="416" stroke="${palette.ink950}" stroke-width="2"/>`,
    `<ellipse cx="902" cy="400" rx="9" ry="20" fill="${palette.ember300}"/><ellipse cx="902" cy="404" rx="4" ry="10" fill="#fff4d6"/>`,
    // Stack of books.
    ...books.map(
      (b) =>
        `<rect x="${1160 - b.w}" y="${b.y}" width="${b.w}" height="${b.h}" rx="3" fill="${b.c}"/><line x1="${1168 - b.w}" y1="${b.y + b.h / 2}" x2="1150" y2="${b.y + b.h / 2}" stroke="#c9a227" stroke-opacity="0.5" stroke-width="2"/>`,
    ),
  ].join('\n');
}

/** A small house hippo: `x`,`y` is the top-left of its head, `s` the scale (head ~120px wide at s=1). */
export function hippo(x: number, y: number, s: number): string {
  const skin = '#8a7f96';
  const dark = '#5f5470';
  return [
    `<g transform="translate(${x} ${y}) scale(${s})">`,
    `<ellipse cx="28" cy="22" rx="13" ry="11" fill="${skin}"/><ellipse cx="92" cy="22" rx="13" ry="11" fill="${skin}"/>`,
    `<ellipse cx="28" cy="22" rx="6" ry="5" fill="#c79aa5"/><ellipse cx="92" cy="22" rx="6" ry="5" fill="#c79aa5"/>`,
    `<ellipse cx="60" cy="58" rx="52" ry="42" fill="${skin}"/>`,
    `<ellipse cx="60" cy="92" rx="58" ry="34" fill="${mix(skin, '#ffffff', 0.15)}"/>`,
    `<circle cx="40" cy="50" r="7" fill="${palette.ink950}"/><circle cx="80" cy="50" r="7" fill="${palette.ink950}"/>`,
    '<circle cx="42" cy="47" r="2.4" fill="#ffffff"/><circle cx="82" cy="47" r="2.4" fill="#ffffff"/>',
    `<ellipse cx="42" cy="90" rx="7" ry="5" fill="${dark}"/><ellipse cx="78" cy="90" rx="7" ry="5" fill="${dark}"/>`,
    '</g>',
  ].join('');
}

function mitten(x: number, y: number, s: number): string {
  const knit = Array.from(
    { length: 9 },
    (_, i) => `<line x1="${18 + i * 6}" y1="0" x2="${18 + i * 6}" y2="120"/>`,
  ).join('');
  return [
    `<g transform="translate(${x} ${y}) scale(${s})">`,
    '<path d="M10,130 C0,70 20,20 80,12 C150,4 220,30 232,80 C240,120 220,150 170,150 L60,150 C30,150 14,146 10,130 Z" fill="#a3222b"/>',
    '<path d="M170,40 C200,0 250,10 246,50 C244,70 230,78 214,74" fill="#a3222b"/>',
    `<g stroke="#7e1820" stroke-width="3" opacity="0.7" transform="translate(70 14)">${knit}</g>`,
    '<rect x="0" y="118" width="70" height="40" rx="10" fill="#e9e0d2"/>',
    '<g stroke="#c9bfb1" stroke-width="3"><line x1="12" y1="122" x2="12" y2="154"/><line x1="26" y1="122" x2="26" y2="154"/><line x1="40" y1="122" x2="40" y2="154"/><line x1="54" y1="122" x2="54" y2="154"/></g>',
    '</g>',
  ].join('');
}

function toast(x: number, y: number, s: number): string {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M10,40 C0,10 30,0 60,8 C90,0 120,10 110,40 L110,130 L10,130 Z" fill="#b77a3c"/><path d="M22,44 C16,22 38,16 60,22 C82,16 104,22 98,44 L98,120 L22,120 Z" fill="#e8c27d"/><rect x="34" y="52" width="52" height="44" rx="10" fill="#c98a3c" opacity="0.6"/></g>`;
}

/** House Hippo banner, 1600x600: a hippo in a mitten beside toast, framed like an old television. */
export function houseHippoBanner(): string {
  const lines = Array.from(
    { length: 60 },
    (_, i) => `<rect x="300" y="${50 + i * 8.4}" width="1000" height="2"/>`,
  ).join('');
  return [
    '<defs>',
    `<linearGradient id="b-wall" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${palette.ink950}"/><stop offset="0.5" stop-color="${palette.ember900}"/><stop offset="1" stop-color="${palette.ink950}"/></linearGradient>`,
    '<linearGradient id="b-screen" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f0d9a8"/><stop offset="1" stop-color="#c99a5a"/></linearGradient>',
    '<radialGradient id="b-vignette"><stop offset="0.6" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.55"/></radialGradient>',
    '<clipPath id="b-clip"><rect x="300" y="50" width="1000" height="500" rx="60"/></clipPath>',
    '</defs>',
    '<rect width="1600" height="600" fill="url(#b-wall)"/>',
    `<rect x="270" y="20" width="1060" height="560" rx="80" fill="#3a2616" stroke="${palette.ember600}" stroke-width="4"/>`,
    '<g clip-path="url(#b-clip)">',
    '<rect x="300" y="50" width="1000" height="500" fill="url(#b-screen)"/>',
    '<rect x="300" y="400" width="1000" height="150" fill="#8c5a2e"/>',
    '<rect x="300" y="396" width="1000" height="8" fill="#6b4222"/>',
    mitten(520, 250, 1.05),
    hippo(552, 196, 1.05),
    toast(930, 262, 1.1),
    '<g fill="#8c5a2e">' +
      [1090, 1110, 1130, 1075].map((cx, i) => `<circle cx="${cx}" cy="${392 - i * 2}" r="${3 + (i % 2)}"/>`).join('') +
      '</g>',
    `<g fill="#000000" opacity="0.06">${lines}</g>`,
    '<rect x="300" y="50" width="1000" height="500" fill="url(#b-vignette)"/>',
    '</g>',
    `<g fill="${palette.ember600}"><circle cx="1380" cy="240" r="16"/><circle cx="1380" cy="300" r="16"/></g>`,
  ].join('\n');
}

/** Video posters, 1280x720: drawn, so the page loads nothing from YouTube until the reader asks. */
export function videoPoster(kind: 'original' | 'challenge'): string {
  const bgTop = kind === 'original' ? '#2a1d14' : palette.ink800;
  const label = kind === 'original' ? 'THE ORIGINAL · 1999' : 'THE NEW CHALLENGE';
  const big = kind === 'original' ? 'The House Hippo' : '#HouseHippo';
  return [
    '<defs>',
    `<linearGradient id="v-bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bgTop}"/><stop offset="1" stop-color="${palette.ink950}"/></linearGradient>`,
    `<radialGradient id="v-spot" cx="0.5" cy="0.45"><stop offset="0" stop-color="${palette.ember400}" stop-opacity="0.35"/><stop offset="1" stop-color="${palette.ember400}" stop-opacity="0"/></radialGradient>`,
    '</defs>',
    '<rect width="1280" height="720" fill="url(#v-bg)"/>',
    '<rect width="1280" height="720" fill="url(#v-spot)"/>',
    kind === 'original'
      ? mitten(420, 300, 1.4) + hippo(462, 228, 1.4)
      : hippo(520, 230, 2) +
        `<g fill="none" stroke="${palette.parchment100}" stroke-width="14"><circle cx="790" cy="330" r="90"/></g><line x1="852" y1="396" x2="950" y2="500" stroke="${palette.parchment100}" stroke-width="26" stroke-linecap="round"/><circle cx="790" cy="330" r="84" fill="${palette.parchment100}" opacity="0.08"/>`,
    `<text x="640" y="90" text-anchor="middle" font-family="${esc(SANS)}" font-size="26" letter-spacing="8" fill="${palette.ember300}">${esc(label)}</text>`,
    `<text x="640" y="640" text-anchor="middle" font-family="${esc(SERIF)}" font-size="72" font-weight="700" fill="${palette.parchment100}">${esc(big)}</text>`,
  ].join('\n');
}
