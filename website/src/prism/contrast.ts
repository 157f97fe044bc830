/**
 * Code-block colour themes that pass WCAG 2.1 AA contrast: each token colour of
 * a prism-react-renderer theme is darkened (light background) or lightened (dark background) in
 * small steps until its contrast ratio with the theme's background reaches `minRatio`. Hues stay,
 * so the themes still look like their originals. Runs at config time (Node), not in the browser.
 * Source of the formulas: WCAG 2.1, "contrast ratio" and "relative luminance" definitions.
 */
import type {PrismTheme} from 'prism-react-renderer';

type RGB = [number, number, number];

/** Parses `#rgb`, `#rrggbb` or `rgb(r, g, b)`. @throws Error for any other colour syntax. */
export function parseColor(color: string): RGB {
  const c = color.trim();
  let m = /^#([0-9a-f]{3})$/i.exec(c);
  if (m) return [...m[1]].map((h) => parseInt(h + h, 16)) as RGB;
  m = /^#([0-9a-f]{6})$/i.exec(c);
  if (m) return [0, 2, 4].map((i) => parseInt(m![1].slice(i, i + 2), 16)) as RGB;
  m = /^rgb\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\)$/i.exec(c);
  if (m) return [Number(m[1]), Number(m[2]), Number(m[3])];
  throw new Error(`unsupported colour syntax: ${color}`);
}

/** `#rrggbb` of an RGB triple (channels 0-255, rounded and clamped). */
export function toHex(rgb: RGB): string {
  return '#' + rgb.map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')).join('');
}

/** WCAG relative luminance (0 black .. 1 white). */
export function luminance([r, g, b]: RGB): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of two colours (1..21). */
export function contrastRatio(a: string, b: string): number {
  const [l1, l2] = [luminance(parseColor(a)), luminance(parseColor(b))].sort((x, y) => y - x);
  return (l1 + 0.05) / (l2 + 0.05);
}

/**
 * `color` moved towards black (on a light `background`) or white (on a dark one) in 2 % steps
 * until its contrast with `background` is at least `minRatio`; unchanged when it already is.
 */
export function ensureContrast(color: string, background: string, minRatio = 4.6): string {
  if (contrastRatio(color, background) >= minRatio) return color;
  const towards: RGB = luminance(parseColor(background)) > 0.18 ? [0, 0, 0] : [255, 255, 255];
  const from = parseColor(color);
  for (let t = 0.02; t <= 1; t += 0.02) {
    const mixed = toHex(from.map((v, i) => v + (towards[i] - v) * t) as RGB);
    if (contrastRatio(mixed, background) >= minRatio) return mixed;
  }
  return toHex(towards);
}

/** A copy of `theme` whose plain and token colours all reach `minRatio` against its background. */
export function accessibleTheme(theme: PrismTheme, minRatio = 4.6): PrismTheme {
  const bg = theme.plain.backgroundColor ?? '#ffffff';
  const fix = (c: string | undefined) => (c ? ensureContrast(c, bg, minRatio) : c);
  return {
    plain: {...theme.plain, color: fix(theme.plain.color)},
    styles: theme.styles.map((s) => ({...s, style: {...s.style, ...(s.style.color ? {color: fix(s.style.color)} : {})}})),
  };
}
