import type { Book } from '@content/schemas';
import { SANS, SERIF, esc, fitText, luminance, mix, round, seededRandom, svgDocument, textLines } from './svg';

/**
 * Book covers, 400x600, from each book's `coverMood` (content/seed/books.ts): the palette gives the
 * background, accent and title colours, the motif picks an illustration, the tone a fallback.
 * Every id is prefixed so several covers can sit in one SVG (the social-share images).
 */

export const COVER_WIDTH = 400;
export const COVER_HEIGHT = 600;

interface Ctx {
  /** Prefix for element ids. */
  p: string;
  bg: string;
  accent: string;
  ink: string;
  dark: boolean;
  rnd: () => number;
}

type Motif = (c: Ctx) => string;

const r = round;

function rain(c: Ctx, count: number, opacity = 0.22): string {
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = c.rnd() * 420 - 10;
    const y = c.rnd() * 600;
    const len = 8 + c.rnd() * 26;
    lines.push(
      `<line x1="${r(x)}" y1="${r(y)}" x2="${r(x - len * 0.18)}" y2="${r(y + len)}" stroke-opacity="${r(0.3 + c.rnd() * 0.7)}"/>`,
    );
  }
  return `<g stroke="${c.ink}" stroke-width="0.8" opacity="${opacity}" stroke-linecap="round">${lines.join('')}</g>`;
}

function stars(c: Ctx, count: number, maxY: number): string {
  const dots: string[] = [];
  for (let i = 0; i < count; i++) {
    dots.push(
      `<circle cx="${r(c.rnd() * 400)}" cy="${r(c.rnd() * maxY)}" r="${r(0.4 + c.rnd() * 1.1)}" opacity="${r(0.3 + c.rnd() * 0.7)}"/>`,
    );
  }
  return `<g fill="${c.ink}">${dots.join('')}</g>`;
}

/** Rain-streaked windshield, red tail lights on a night highway. */
const highway: Motif = (c) => {
  const dashes: string[] = [];
  for (let i = 0; i < 7; i++) {
    const t0 = 0.08 + i * 0.13;
    const t1 = t0 + 0.05 + i * 0.012;
    dashes.push(
      `<line x1="200" y1="${r(250 + t0 * 350)}" x2="200" y2="${r(250 + t1 * 350)}" stroke-width="${r(1 + i * 0.9)}"/>`,
    );
  }
  const lights = (x: number, y: number, gap: number, size: number) =>
    [x, x + gap]
      .map(
        (cx) =>
          `<circle cx="${cx}" cy="${y}" r="${size * 4}" fill="${c.accent}" opacity="0.35" filter="url(#${c.p}-blur)"/>` +
          `<circle cx="${cx}" cy="${y}" r="${size}" fill="${mix(c.accent, '#ffffff', 0.35)}"/>`,
      )
      .join('');
  return [
    `<circle cx="200" cy="250" r="150" fill="url(#${c.p}-glow)"/>`,
    `<path d="M188,250 L212,250 L430,600 L-30,600 Z" fill="${mix(c.bg, '#000000', 0.35)}"/>`,
    `<g stroke="${c.ink}" opacity="0.3"><line x1="188" y1="250" x2="-30" y2="600"/><line x1="212" y1="250" x2="430" y2="600"/></g>`,
    `<g stroke="${c.ink}" opacity="0.45" stroke-linecap="round">${dashes.join('')}</g>`,
    lights(188, 262, 9, 1.6),
    lights(150, 300, 26, 3.2),
    rain(c, 160, 0.35),
    `<g fill="none" stroke="${c.ink}" opacity="0.18">${Array.from({ length: 24 }, () => `<circle cx="${r(c.rnd() * 400)}" cy="${r(c.rnd() * 600)}" r="${r(1.5 + c.rnd() * 3)}"/>`).join('')}</g>`,
  ].join('\n');
};

/** Empty jury box under a cracked courtroom skylight. */
const juryBox: Motif = (c) => {
  const arch = 'M120,250 L120,140 Q120,78 200,50 Q280,78 280,140 L280,250 Z';
  const balusters = (x0: number, x1: number, y: number, h: number, step: number) =>
    Array.from(
      { length: Math.floor((x1 - x0) / step) + 1 },
      (_, i) => `<rect x="${x0 + i * step}" y="${y}" width="4" height="${h}" rx="1"/>`,
    ).join('');
  return [
    `<path d="M120,250 L280,250 L350,470 L50,470 Z" fill="url(#${c.p}-beam)"/>`,
    `<path d="${arch}" fill="${mix(c.bg, c.accent, 0.22)}" stroke="${c.accent}" stroke-width="3"/>`,
    `<g stroke="${c.accent}" stroke-width="2" opacity="0.8"><line x1="160" y1="70" x2="160" y2="250"/><line x1="200" y1="50" x2="200" y2="250"/><line x1="240" y1="70" x2="240" y2="250"/><line x1="120" y1="150" x2="280" y2="150"/><line x1="120" y1="200" x2="280" y2="200"/></g>`,
    `<polyline points="146,92 168,118 160,134 188,152 182,176 214,196 206,214 238,238" fill="none" stroke="${c.ink}" stroke-width="1.6" opacity="0.85"/>`,
    `<polyline points="188,152 204,146 222,160" fill="none" stroke="${c.ink}" stroke-width="1" opacity="0.7"/>`,
    `<g fill="${mix(c.accent, c.bg, 0.45)}" opacity="0.75"><rect x="92" y="300" width="216" height="6" rx="2"/>${balusters(96, 300, 306, 26, 17)}</g>`,
    `<g fill="${c.accent}"><rect x="62" y="336" width="276" height="8" rx="2"/>${balusters(68, 330, 344, 40, 16)}<rect x="62" y="382" width="276" height="6" rx="2"/></g>`,
  ].join('\n');
};

/** Spirit photograph of a woman beside a canal lock, a faint second figure. */
const spiritPhoto: Motif = (c) => {
  const figure = (x: number, fill: string, extra = '') =>
    `<g fill="${fill}" ${extra}><circle cx="${x}" cy="196" r="11"/><path d="M${x - 9},209 Q${x},203 ${x + 9},209 L${x + 22},300 Q${x},306 ${x - 22},300 Z"/></g>`;
  const grain = Array.from(
    { length: 90 },
    () => `<circle cx="${r(64 + c.rnd() * 272)}" cy="${r(84 + c.rnd() * 282)}" r="${r(0.4 + c.rnd() * 0.8)}"/>`,
  ).join('');
  return [
    `<rect x="58" y="78" width="284" height="294" rx="6" fill="${mix(c.bg, c.accent, 0.55)}" stroke="${c.ink}" stroke-opacity="0.5" stroke-width="2"/>`,
    `<rect x="70" y="90" width="260" height="270" fill="${mix(c.bg, c.accent, 0.35)}"/>`,
    `<rect x="70" y="286" width="260" height="74" fill="${mix(c.bg, '#000000', 0.15)}" opacity="0.8"/>`,
    `<g stroke="${mix(c.bg, '#000000', 0.3)}" stroke-width="9" stroke-linecap="square"><line x1="70" y1="262" x2="196" y2="296"/><line x1="330" y1="262" x2="204" y2="296"/></g>`,
    `<g stroke="${mix(c.bg, '#000000', 0.3)}" stroke-width="2"><line x1="70" y1="240" x2="196" y2="276"/><line x1="330" y1="240" x2="204" y2="276"/><line x1="110" y1="251" x2="110" y2="273"/><line x1="150" y1="262" x2="150" y2="284"/><line x1="290" y1="251" x2="290" y2="273"/><line x1="250" y1="262" x2="250" y2="284"/></g>`,
    figure(150, mix(c.bg, '#000000', 0.25)),
    figure(238, c.ink, `opacity="0.35" filter="url(#${c.p}-soft)"`),
    `<g fill="${c.ink}" opacity="0.25">${grain}</g>`,
    `<rect x="70" y="90" width="260" height="270" fill="url(#${c.p}-vignette)"/>`,
    `<g fill="${c.ink}" opacity="0.6"><path d="M58,78 l26,0 l-26,26 z"/><path d="M342,78 l-26,0 l26,26 z"/><path d="M58,372 l26,0 l-26,-26 z"/><path d="M342,372 l-26,0 l26,-26 z"/></g>`,
  ].join('\n');
};

/** Bridal veil drifting over dark lake water at dusk. */
const lakeVeil: Motif = (c) => {
  const water = Array.from({ length: 16 }, (_, i) => {
    const y = 312 + i * i * 1.2 + i * 4;
    const w = 30 + i * 9;
    return `<line x1="${r(290 - w / 2 + (c.rnd() - 0.5) * 20)}" y1="${r(y)}" x2="${r(290 + w / 2)}" y2="${r(y)}" stroke-width="${r(1 + i * 0.25)}" opacity="${r(0.7 - i * 0.035)}"/>`;
  }).join('');
  return [
    `<circle cx="290" cy="150" r="110" fill="url(#${c.p}-glow)"/>`,
    `<circle cx="290" cy="150" r="32" fill="${c.ink}" opacity="0.92"/>`,
    stars(c, 40, 280),
    `<path d="M0,300 Q60,282 120,292 T240,288 T400,296 L400,306 L0,306 Z" fill="${mix(c.bg, '#000000', 0.4)}"/>`,
    `<rect x="0" y="305" width="400" height="295" fill="${mix(c.bg, '#000000', 0.25)}"/>`,
    `<g stroke="${c.ink}">${water}</g>`,
    `<path d="M40,120 C120,70 170,190 230,160 C290,130 330,230 380,250 C320,270 260,210 210,236 C150,266 110,180 40,200 Z" fill="${c.accent}" opacity="0.28"/>`,
    `<path d="M60,150 C130,110 180,220 240,196 C300,172 330,260 372,276" fill="none" stroke="${c.ink}" stroke-width="1.2" opacity="0.5"/>`,
    `<path d="M30,190 C100,160 150,250 220,226 C280,206 320,300 360,320 C300,318 250,270 200,282 C140,296 100,236 30,238 Z" fill="${c.accent}" opacity="0.18"/>`,
  ].join('\n');
};

/** Cracked antique mirror reflecting a figure who is not in the room. */
const crackedMirror: Motif = (c) => {
  const cracks = [
    [236, 176, 300, 120],
    [236, 176, 310, 230],
    [236, 176, 200, 340],
    [236, 176, 120, 150],
    [236, 176, 150, 280],
    [236, 176, 250, 96],
  ]
    .map(([x1, y1, x2, y2]) => {
      const mx = (x1! + x2!) / 2 + (c.rnd() - 0.5) * 24;
      const my = (y1! + y2!) / 2 + (c.rnd() - 0.5) * 24;
      return `<polyline points="${x1},${y1} ${r(mx)},${r(my)} ${x2},${y2}"/>`;
    })
    .join('');
  return [
    `<defs><clipPath id="${c.p}-mirror"><ellipse cx="200" cy="220" rx="92" ry="128"/></clipPath></defs>`,
    `<ellipse cx="200" cy="220" rx="92" ry="128" fill="url(#${c.p}-glow)"/>`,
    `<g clip-path="url(#${c.p}-mirror)">`,
    `<rect x="100" y="90" width="200" height="260" fill="${mix(c.bg, c.accent, 0.18)}" opacity="0.7"/>`,
    `<g fill="${c.ink}" opacity="0.4" filter="url(#${c.p}-soft)"><circle cx="188" cy="200" r="24"/><path d="M140,300 Q146,238 188,232 Q230,238 236,300 L236,360 L140,360 Z"/></g>`,
    `<g fill="none" stroke="${c.ink}" stroke-width="1.1" opacity="0.8">${cracks}</g>`,
    '</g>',
    `<ellipse cx="200" cy="220" rx="98" ry="134" fill="none" stroke="${c.accent}" stroke-width="10"/>`,
    `<ellipse cx="200" cy="220" rx="108" ry="144" fill="none" stroke="${c.accent}" stroke-width="1.5" opacity="0.7"/>`,
    `<g fill="${c.accent}"><circle cx="200" cy="72" r="9"/><circle cx="200" cy="368" r="9"/><circle cx="96" cy="220" r="5"/><circle cx="304" cy="220" r="5"/></g>`,
  ].join('\n');
};

/** Microphone on an empty stage, candle smoke curling into a woman's silhouette. */
const emptyStage: Motif = (c) =>
  [
    `<path d="M182,30 L218,30 L300,390 L100,390 Z" fill="url(#${c.p}-beam)"/>`,
    `<ellipse cx="200" cy="390" rx="150" ry="22" fill="${c.accent}" opacity="0.22"/>`,
    `<g stroke="${c.ink}" stroke-linecap="round"><line x1="200" y1="388" x2="200" y2="250" stroke-width="3"/><line x1="184" y1="390" x2="216" y2="390" stroke-width="4"/></g>`,
    `<rect x="190" y="212" width="20" height="40" rx="10" fill="${c.ink}"/>`,
    `<g stroke="${c.bg}" stroke-width="1" opacity="0.6"><line x1="192" y1="222" x2="208" y2="222"/><line x1="191" y1="230" x2="209" y2="230"/><line x1="192" y1="238" x2="208" y2="238"/></g>`,
    `<rect x="268" y="350" width="12" height="36" rx="2" fill="${c.ink}" opacity="0.85"/>`,
    `<ellipse cx="274" cy="342" rx="5" ry="9" fill="${c.accent}"/><circle cx="274" cy="342" r="22" fill="${c.accent}" opacity="0.3" filter="url(#${c.p}-blur)"/>`,
    `<g fill="none" stroke="${c.ink}" stroke-linecap="round" opacity="0.35">`,
    '<path d="M274,330 C262,300 290,282 270,254 C252,228 282,206 262,180 C246,160 228,150 226,128" stroke-width="2"/>',
    '<path d="M276,300 C300,276 286,250 300,226 C312,204 296,184 276,170" stroke-width="1.4"/>',
    '<circle cx="222" cy="110" r="16" stroke-width="1.6"/>',
    '<path d="M196,170 Q206,132 222,128 Q240,132 250,170" stroke-width="1.6"/>',
    '</g>',
  ].join('\n');

/** Hospital wristband printed 92 on a bare wrist. */
const wristband: Motif = (c) => {
  const bars = Array.from(
    { length: 22 },
    (_, i) => `<rect x="${248 + i * 3.4}" y="222" width="${i % 3 === 0 ? 2.2 : 1.1}" height="34"/>`,
  ).join('');
  return [
    `<g stroke="${c.accent}" stroke-opacity="0.12">${Array.from({ length: 9 }, (_, i) => `<line x1="${40 + i * 40}" y1="80" x2="${40 + i * 40}" y2="380"/>`).join('')}${Array.from({ length: 8 }, (_, i) => `<line x1="20" y1="${90 + i * 40}" x2="380" y2="${90 + i * 40}"/>`).join('')}</g>`,
    `<g transform="rotate(-9 200 240)">`,
    `<rect x="36" y="210" width="340" height="86" rx="40" fill="${c.ink}" opacity="0.18" filter="url(#${c.p}-soft)"/>`,
    `<rect x="30" y="196" width="340" height="86" rx="40" fill="#ffffff" stroke="${c.accent}" stroke-width="3"/>`,
    `<rect x="44" y="208" width="312" height="62" rx="30" fill="none" stroke="${c.accent}" stroke-opacity="0.3"/>`,
    `<circle cx="72" cy="239" r="7" fill="${c.accent}"/><circle cx="94" cy="239" r="7" fill="${c.accent}" opacity="0.5"/>`,
    `<text x="124" y="230" font-family="${esc(SANS)}" font-size="11" letter-spacing="3" fill="${c.ink}">PATIENT</text>`,
    `<text x="122" y="268" font-family="${esc(SANS)}" font-size="40" font-weight="700" fill="${c.accent}">92</text>`,
    `<text x="176" y="248" font-family="${esc(SANS)}" font-size="9" letter-spacing="1.5" fill="${c.ink}" opacity="0.7">HALLOWAY</text>`,
    `<g fill="${c.ink}">${bars}</g>`,
    '</g>',
  ].join('\n');
};

/** Row of covered gurneys in a tiled basement corridor. */
const gurneys: Motif = (c) => {
  const vx = 200;
  const vy = 190;
  const rays = [-40, 60, 140, 260, 340, 440]
    .map((x) => `<line x1="${vx}" y1="${vy}" x2="${x}" y2="600"/>`)
    .concat([-40, 440].map((x) => `<line x1="${vx}" y1="${vy}" x2="${x}" y2="-20"/>`))
    .join('');
  const rungs = Array.from({ length: 9 }, (_, i) => {
    const y = vy + 8 * 1.45 ** i;
    return `<line x1="0" y1="${r(y)}" x2="400" y2="${r(y)}"/>`;
  }).join('');
  const gurney = (x: number, y: number, s: number) =>
    `<g transform="translate(${x} ${y}) scale(${s})" fill="#ffffff" stroke="${c.accent}" stroke-width="${r(2 / s)}">` +
    '<path d="M0,0 Q14,-22 50,-20 Q80,-30 110,-18 Q140,-16 150,0 Z"/>' +
    `<rect x="-4" y="0" width="158" height="8" fill="${c.accent}"/>` +
    `<g stroke="${c.ink}" opacity="0.6"><line x1="10" y1="8" x2="10" y2="40"/><line x1="140" y1="8" x2="140" y2="40"/></g></g>`;
  return [
    `<rect x="0" y="0" width="400" height="600" fill="${mix(c.bg, c.accent, 0.12)}"/>`,
    `<rect x="170" y="168" width="60" height="44" fill="${mix(c.bg, '#000000', 0.55)}"/>`,
    `<g stroke="${c.accent}" stroke-width="1" opacity="0.35">${rays}${rungs}</g>`,
    `<g fill="#ffffff" opacity="0.9"><rect x="190" y="120" width="20" height="4"/><rect x="184" y="92" width="32" height="6"/></g>`,
    gurney(212, 238, 0.32),
    gurney(226, 268, 0.55),
    gurney(250, 330, 0.95),
  ].join('\n');
};

/** A hand pressed against frosted glass from the inside. */
const frostedHand: Motif = (c) => {
  const frost = Array.from(
    { length: 220 },
    () => `<circle cx="${r(72 + c.rnd() * 256)}" cy="${r(92 + c.rnd() * 276)}" r="${r(0.6 + c.rnd() * 2.2)}"/>`,
  ).join('');
  const finger = (x: number, y: number, h: number, a: number) =>
    `<rect x="${x - 11}" y="${y - h}" width="22" height="${h}" rx="11" transform="rotate(${a} ${x} ${y})"/>`;
  return [
    `<rect x="60" y="86" width="280" height="294" fill="${mix(c.bg, c.accent, 0.2)}" stroke="${c.accent}" stroke-width="6"/>`,
    `<g fill="${mix(c.accent, c.ink, 0.35)}" opacity="0.55" filter="url(#${c.p}-soft)">`,
    `<ellipse cx="200" cy="262" rx="44" ry="52"/>`,
    finger(168, 226, 62, -10),
    finger(192, 216, 78, -3),
    finger(216, 218, 74, 4),
    finger(238, 228, 58, 12),
    finger(152, 282, 52, -58),
    '</g>',
    `<rect x="66" y="92" width="268" height="282" fill="url(#${c.p}-frost)"/>`,
    `<g fill="#ffffff" opacity="0.35">${frost}</g>`,
    `<line x1="200" y1="86" x2="200" y2="380" stroke="${c.accent}" stroke-width="3" opacity="0.5"/>`,
  ].join('\n');
};

/** Faded 1970s research file stamped CONFIDENTIAL. */
const confidentialFile: Motif = (c) => {
  const typed = Array.from(
    { length: 7 },
    (_, i) => `<rect x="104" y="${172 + i * 16}" width="${r(120 + c.rnd() * 90)}" height="5" rx="1"/>`,
  ).join('');
  return [
    '<g transform="rotate(-5 200 230)">',
    `<path d="M60,110 L160,110 L176,92 L300,92 L310,110 L340,110 L340,360 L60,360 Z" fill="${mix('#d9c393', c.bg, 0.25)}" stroke="${mix('#a88f5c', c.ink, 0.1)}" stroke-width="2"/>`,
    `<rect x="84" y="124" width="232" height="224" fill="#fbf8ef"/>`,
    `<text x="104" y="156" font-family="'Courier New', 'Liberation Mono', 'DejaVu Sans Mono', monospace" font-size="15" fill="${c.ink}" opacity="0.8">FILE NO. 1974-001</text>`,
    `<g fill="${c.ink}" opacity="0.35">${typed}</g>`,
    '</g>',
    `<circle cx="296" cy="318" r="30" fill="none" stroke="#7a5a2e" stroke-width="4" opacity="0.2"/>`,
    `<g transform="rotate(-16 200 250)" opacity="0.9">`,
    `<rect x="80" y="224" width="240" height="52" rx="6" fill="none" stroke="${c.accent}" stroke-width="5"/>`,
    `<text x="200" y="262" text-anchor="middle" font-family="${esc(SANS)}" font-size="30" font-weight="700" letter-spacing="4" fill="${c.accent}">CONFIDENTIAL</text>`,
    '</g>',
  ].join('\n');
};

/** Footprints stopping at the edge of a rooftop in snow. */
const rooftopFootprints: Motif = (c) => {
  const prints: string[] = [];
  for (let i = 0; i < 8; i++) {
    const t = i / 7;
    const y = 390 - t * 146;
    const s = 1 - t * 0.55;
    const x = 200 + (i % 2 === 0 ? -14 : 14) * s + Math.sin(i) * 10 * s;
    prints.push(
      `<ellipse cx="${r(x)}" cy="${r(y)}" rx="${r(7 * s)}" ry="${r(14 * s)}" transform="rotate(${i % 2 === 0 ? -6 : 6} ${r(x)} ${r(y)})"/>`,
    );
  }
  const flakes = Array.from(
    { length: 70 },
    () => `<circle cx="${r(c.rnd() * 400)}" cy="${r(86 + c.rnd() * 130)}" r="${r(0.6 + c.rnd() * 1.6)}"/>`,
  ).join('');
  const skyline =
    'M0,220 L0,186 L30,186 L30,170 L58,170 L58,194 L90,194 L90,150 L112,150 L112,190 L150,190 L150,174 L190,174 L190,200 L230,200 L230,160 L262,160 L262,186 L300,186 L300,168 L336,168 L336,194 L370,194 L370,178 L400,178 L400,220 Z';
  return [
    `<rect x="0" y="84" width="400" height="138" fill="url(#${c.p}-night)"/>`,
    `<path d="${skyline}" fill="${mix(c.accent, '#000000', 0.55)}" opacity="0.8"/>`,
    `<g fill="#fff6c8" opacity="0.7">${Array.from({ length: 14 }, () => `<rect x="${r(c.rnd() * 390)}" y="${r(180 + c.rnd() * 34)}" width="3" height="4"/>`).join('')}</g>`,
    `<g fill="#ffffff" opacity="0.85">${flakes}</g>`,
    `<rect x="0" y="218" width="400" height="14" fill="${mix(c.accent, c.bg, 0.3)}"/>`,
    `<rect x="0" y="232" width="400" height="4" fill="${c.accent}" opacity="0.5"/>`,
    `<g fill="${mix(c.bg, c.accent, 0.45)}">${prints.join('')}</g>`,
  ].join('\n');
};

/** Red string connecting photographs on a corkboard. */
const corkboard: Motif = (c) => {
  const photos: [number, number, number][] = [
    [86, 116, -6],
    [220, 106, 5],
    [150, 200, 3],
    [272, 214, -4],
    [70, 262, 4],
  ];
  const pins = photos.map(([x, y]) => [x + 30, y + 4] as const);
  const strings = [
    [0, 2],
    [1, 2],
    [2, 3],
    [2, 4],
    [1, 3],
    [0, 4],
  ]
    .map(([a, b]) => `<line x1="${pins[a!]![0]}" y1="${pins[a!]![1]}" x2="${pins[b!]![0]}" y2="${pins[b!]![1]}"/>`)
    .join('');
  const cork = Array.from(
    { length: 160 },
    () => `<circle cx="${r(44 + c.rnd() * 312)}" cy="${r(90 + c.rnd() * 270)}" r="${r(0.6 + c.rnd() * 1.4)}"/>`,
  ).join('');
  return [
    `<rect x="36" y="84" width="328" height="282" fill="#b48a5c" stroke="#6e4f2c" stroke-width="8"/>`,
    `<g fill="#6e4f2c" opacity="0.35">${cork}</g>`,
    ...photos.map(
      ([x, y, a]) =>
        `<g transform="rotate(${a} ${x + 30} ${y + 36})"><rect x="${x}" y="${y}" width="60" height="72" fill="#f7f5ef"/><rect x="${x + 6}" y="${y + 6}" width="48" height="48" fill="${mix(c.ink, c.accent, 0.3)}" opacity="0.75"/><circle cx="${x + 30}" cy="${y + 26}" r="9" fill="${c.bg}" opacity="0.45"/></g>`,
    ),
    `<g stroke="#c0271d" stroke-width="2">${strings}</g>`,
    `<g fill="${c.accent}">${pins.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5"/>`).join('')}</g>`,
  ].join('\n');
};

/** Clinic sign burning against a night sky. */
const burningSign: Motif = (c) => {
  const flame = (x: number, h: number, w: number, fill: string, o: number) =>
    `<path d="M${x - w},330 C${x - w},${330 - h * 0.5} ${x - w * 0.2},${330 - h * 0.6} ${x},${330 - h} C${x + w * 0.3},${330 - h * 0.55} ${x + w},${330 - h * 0.45} ${x + w},330 Z" fill="${fill}" opacity="${o}"/>`;
  const embers = Array.from(
    { length: 40 },
    () => `<circle cx="${r(80 + c.rnd() * 240)}" cy="${r(60 + c.rnd() * 220)}" r="${r(0.6 + c.rnd() * 1.6)}"/>`,
  ).join('');
  return [
    stars(c, 50, 200),
    `<circle cx="200" cy="250" r="180" fill="url(#${c.p}-glow)"/>`,
    `<rect x="40" y="300" width="320" height="80" fill="${mix(c.bg, '#000000', 0.5)}"/>`,
    `<g fill="${mix(c.accent, '#ffd27a', 0.5)}" opacity="0.8">${[70, 110, 150, 250, 290, 330].map((x) => `<rect x="${x - 8}" y="330" width="16" height="20"/>`).join('')}</g>`,
    `<g filter="url(#${c.p}-soft)">`,
    flame(110, 150, 38, c.accent, 0.85),
    flame(200, 210, 52, c.accent, 0.9),
    flame(292, 160, 40, c.accent, 0.85),
    flame(160, 120, 26, '#f2902f', 0.9),
    flame(240, 140, 30, '#f2902f', 0.9),
    flame(200, 110, 22, '#ffd27a', 0.95),
    '</g>',
    `<rect x="90" y="228" width="220" height="56" rx="4" fill="${mix(c.bg, '#000000', 0.2)}" stroke="${c.ink}" stroke-width="2"/>`,
    `<text x="200" y="252" text-anchor="middle" font-family="${esc(SANS)}" font-size="15" font-weight="700" letter-spacing="5" fill="${c.ink}">HALLOWAY</text>`,
    `<text x="200" y="274" text-anchor="middle" font-family="${esc(SANS)}" font-size="12" letter-spacing="8" fill="${c.ink}" opacity="0.85">CLINIC</text>`,
    `<g fill="#ffd27a">${embers}</g>`,
  ].join('\n');
};

/** Tone fallbacks, for a motif the generator has no drawing for. */
const toneMotifs: Record<Book['coverMood']['tone'], Motif> = {
  gothic: juryBox,
  ethereal: lakeVeil,
  noir: highway,
  clinical: wristband,
  sepia: spiritPhoto,
};

const motifByKeyword: [RegExp, Motif][] = [
  [/windshield|tail light|highway/i, highway],
  [/jury|courtroom/i, juryBox],
  [/spirit photograph|canal lock/i, spiritPhoto],
  [/mirror/i, crackedMirror],
  [/microphone|stage/i, emptyStage],
  [/veil|lake/i, lakeVeil],
  [/wristband/i, wristband],
  [/gurney|corridor/i, gurneys],
  [/frosted glass|hand pressed/i, frostedHand],
  [/file|confidential/i, confidentialFile],
  [/footprints|rooftop/i, rooftopFootprints],
  [/corkboard|red string/i, corkboard],
  [/burning|fire|flame/i, burningSign],
];

function pickMotif(book: Book): Motif {
  return motifByKeyword.find(([re]) => re.test(book.coverMood.motif))?.[1] ?? toneMotifs[book.coverMood.tone];
}

/** The cover's drawing (defs + elements) in a 400x600 box, signed `authorName`; `prefix` keeps its ids unique. */
export function coverMarkup(book: Book, authorName: string, prefix: string): string {
  const [bg, accent, ink] = book.coverMood.palette;
  const dark = luminance(bg) < 0.35;
  const c: Ctx = { p: prefix, bg, accent, ink, dark, rnd: seededRandom(book.id) };
  const p = prefix;
  const bgEnd = dark ? mix(bg, '#000000', 0.45) : mix(bg, accent, 0.18);

  const header = book.series ? [book.series.toUpperCase(), `BOOK ${book.seriesOrder}`] : [book.genre.toUpperCase()];
  const lineHeight = 1.04;
  const title = fitText(book.title, 330, { maxSize: 62, maxLines: 3, charWidth: 0.56, maxHeight: 130, lineHeight });
  const blockCenter = 452;
  const firstBaseline = blockCenter - ((title.lines.length - 1) * title.size * lineHeight) / 2 + title.size * 0.34;

  return [
    '<defs>',
    `<linearGradient id="${p}-bg" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${bgEnd}"/></linearGradient>`,
    `<radialGradient id="${p}-glow"><stop offset="0" stop-color="${c.accent}" stop-opacity="0.55"/><stop offset="1" stop-color="${c.accent}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="${p}-beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.accent}" stop-opacity="0.35"/><stop offset="1" stop-color="${c.accent}" stop-opacity="0"/></linearGradient>`,
    `<linearGradient id="${p}-frost" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0.25"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.5"/></linearGradient>`,
    `<linearGradient id="${p}-night" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(c.accent, '#000000', 0.8)}"/><stop offset="1" stop-color="${mix(c.accent, '#000000', 0.45)}"/></linearGradient>`,
    `<radialGradient id="${p}-vignette"><stop offset="0.55" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="${dark ? 0.55 : 0.18}"/></radialGradient>`,
    `<linearGradient id="${p}-scrim" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bgEnd}" stop-opacity="0"/><stop offset="0.35" stop-color="${bgEnd}" stop-opacity="0.88"/><stop offset="1" stop-color="${bgEnd}" stop-opacity="0.97"/></linearGradient>`,
    `<filter id="${p}-blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="6"/></filter>`,
    `<filter id="${p}-soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="2.2"/></filter>`,
    '</defs>',
    `<rect width="400" height="600" fill="url(#${p}-bg)"/>`,
    pickMotif(book)(c),
    `<rect x="0" y="330" width="400" height="270" fill="url(#${p}-scrim)"/>`,
    `<rect width="400" height="600" fill="url(#${p}-vignette)"/>`,
    `<rect x="14" y="14" width="372" height="572" fill="none" stroke="${ink}" stroke-opacity="0.22"/>`,
    textLines(header.slice(0, 1), {
      x: 200,
      y: 44,
      size: header[0]!.length > 26 ? 12 : 13,
      fill: ink,
      family: SANS,
      spacing: 3,
      weight: 600,
    }),
    header[1]
      ? textLines([header[1]], {
          x: 200,
          y: 64,
          size: 11,
          fill: dark ? accent : mix(accent, ink, 0.4),
          family: SANS,
          spacing: 4,
          weight: 700,
        })
      : '',
    textLines(title.lines, { x: 200, y: firstBaseline, size: title.size, lineHeight, fill: ink, weight: 700 }),
    `<line x1="180" y1="532" x2="220" y2="532" stroke="${accent}" stroke-width="2"/>`,
    textLines([authorName.toUpperCase()], { x: 200, y: 564, size: 17, fill: ink, family: SERIF, spacing: 5 }),
  ].join('\n');
}

/**
 * A book's generated cover, `/covers/<id>.svg`: a pure function of the book (its mood and title)
 * and the author's name, so `npm run art` and the renderer (a book added in /admin) draw the same.
 */
export function coverSvg(book: Book, authorName: string): string {
  return svgDocument(COVER_WIDTH, COVER_HEIGHT, `Cover of ${book.title}`, coverMarkup(book, authorName, book.id));
}
