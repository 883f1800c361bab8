/** Small helpers shared by the art generators: escaping, text wrapping, colour mixing, a seeded RNG. */

/** Serif stack: the fonts an <img> can use anywhere (SVG images cannot load web fonts). */
export const SERIF = `Georgia, 'Iowan Old Style', 'Palatino Linotype', 'Book Antiqua', 'Liberation Serif', 'DejaVu Serif', serif`;
export const SANS = `'Helvetica Neue', Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif`;

export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A standalone SVG document with an accessible title (the page's <img alt> is what readers get). */
export function svgDocument(width: number, height: number, title: string, body: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">`,
    `<title>${esc(title)}</title>`,
    body,
    '</svg>',
    '',
  ].join('\n');
}

/** Greedy word wrap to at most `maxChars` per line (a word longer than that gets its own line). */
export function wrapWords(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length > maxChars && line) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Lines and font size so `text` fills `width` without overflowing: tries 1 to `maxLines` lines and
 * keeps the largest size. `charWidth` is the average glyph width in em for the font and case.
 */
export function fitText(
  text: string,
  width: number,
  opts: { maxSize: number; maxLines: number; charWidth: number; maxHeight?: number; lineHeight?: number },
) {
  let best = { lines: [text], size: 0 };
  for (let lines = 1; lines <= opts.maxLines; lines++) {
    // The narrowest wrap that fits in `lines` lines.
    let perLine = Math.ceil(text.length / lines);
    while (wrapWords(text, perLine).length > lines) perLine++;
    const wrapped = wrapWords(text, perLine);
    const longest = Math.max(...wrapped.map((l) => l.length));
    const tallest = opts.maxHeight ? opts.maxHeight / (1 + (wrapped.length - 1) * (opts.lineHeight ?? 1.1)) : Infinity;
    const size = Math.min(opts.maxSize, width / (longest * opts.charWidth), tallest);
    if (size > best.size + 0.5) best = { lines: wrapped, size };
  }
  return { lines: best.lines, size: Math.floor(best.size) };
}

/** Centered multi-line text; `y` is the first baseline. */
export function textLines(
  lines: string[],
  o: {
    x: number;
    y: number;
    size: number;
    lineHeight?: number;
    fill: string;
    family?: string;
    weight?: number | string;
    spacing?: number;
    anchor?: 'start' | 'middle' | 'end';
    extra?: string;
  },
): string {
  const lh = (o.lineHeight ?? 1.1) * o.size;
  const attrs = [
    `x="${o.x}"`,
    `font-family="${esc(o.family ?? SERIF)}"`,
    `font-size="${o.size}"`,
    `fill="${o.fill}"`,
    `text-anchor="${o.anchor ?? 'middle'}"`,
    o.weight ? `font-weight="${o.weight}"` : '',
    o.spacing ? `letter-spacing="${o.spacing}"` : '',
    o.extra ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return lines.map((line, i) => `<text ${attrs} y="${round(o.y + i * lh)}">${esc(line)}</text>`).join('\n');
}

export function round(n: number): number {
  return Math.round(n * 10) / 10;
}

function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Blend two #rrggbb colours; t = 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = hexToRgb(a);
  const [br, bg, bb] = hexToRgb(b);
  const c = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${c(ar, br)}${c(ag, bg)}${c(ab, bb)}`;
}

/** Relative luminance (0 dark … 1 light). */
export function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Deterministic pseudo-random numbers (mulberry32), so re-running the script changes nothing. */
export function seededRandom(seedText: string): () => number {
  let seed = 0;
  for (const ch of seedText) seed = (Math.imul(seed, 31) + ch.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
