/**
 * Chromium (Skia) draws text whose transform keeps the x axis horizontal with its baseline on a whole device
 * pixel row (glyph positions are subpixel along x only); resvg draws the outlines exactly where the SVG puts
 * them. play-render's labels and comments sit at fractional device positions (the field is scaled into the
 * picture), so without this the GIF's text stood half a pixel lower than on screen: 0.12 % of an 800x600
 * frame's pixels off by more than 64, against 0.06 % with the baselines rounded like Chromium's.
 *
 * This walks play-render's markup (React static markup: quoted attributes, no comments or CDATA), keeps the
 * transform of every open element, and moves each `<text>`/`<tspan>` `y` so its device baseline is rounded
 * to the nearest row. Anything it does not understand (a rotated or skewed text, a y list) is left alone.
 */

/** An affine transform [a, b, c, d, e, f] as in SVG's `matrix(a b c d e f)`. */
type Matrix = readonly [number, number, number, number, number, number];

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

/** `translate`, `scale`, `rotate` (with or without a centre) and `matrix`, applied left to right. */
export function parseTransform(list: string): Matrix | undefined {
  let m: Matrix = IDENTITY;
  const consumed = list.replace(/([a-zA-Z]+)\s*\(([^)]*)\)/g, (_, op: string, args: string) => {
    const v = args
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    if (v.some((x) => !Number.isFinite(x))) return '?';
    if (op === 'translate') m = multiply(m, [1, 0, 0, 1, v[0]!, v[1] ?? 0]);
    else if (op === 'scale') m = multiply(m, [v[0]!, 0, 0, v[1] ?? v[0]!, 0, 0]);
    else if (op === 'rotate') {
      const angle = (v[0]! * Math.PI) / 180;
      const [cx, cy] = [v[1] ?? 0, v[2] ?? 0];
      const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
      m = multiply(m, [cos, sin, -sin, cos, cx - cos * cx + sin * cy, cy - sin * cx - cos * cy]);
    } else if (op === 'matrix' && v.length === 6) m = multiply(m, v as unknown as Matrix);
    else return '?';
    return '';
  });
  return consumed.replace(/[\s,]/g, '') === '' ? m : undefined;
}

/** The root `<svg>`'s viewBox mapped into its width x height (preserveAspectRatio's default, xMidYMid meet). */
function rootMatrix(attributes: string): Matrix | undefined {
  const viewBox = attribute(attributes, 'viewBox')
    ?.split(/[\s,]+/)
    .map(Number);
  const width = Number(attribute(attributes, 'width'));
  const height = Number(attribute(attributes, 'height'));
  if (attribute(attributes, 'preserveAspectRatio') !== undefined) return undefined;
  if (!viewBox) return Number.isFinite(width) && Number.isFinite(height) ? IDENTITY : undefined;
  const [x, y, w, h] = viewBox;
  if (viewBox.length !== 4 || !(w! > 0) || !(h! > 0) || !(width > 0) || !(height > 0)) return undefined;
  const scale = Math.min(width / w!, height / h!);
  return [scale, 0, 0, scale, (width - w! * scale) / 2 - x! * scale, (height - h! * scale) / 2 - y! * scale];
}

function attribute(attributes: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1];
}

const NEAR_ZERO = 1e-9;

/** Returns the markup with every horizontal text's baseline on a whole device pixel row. */
export function snapTextBaselines(svg: string): string {
  const stack: (Matrix | undefined)[] = [];
  let out = '';
  let copied = 0;
  for (const tag of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)([^>]*?)(\/?)>/g)) {
    const [whole, closing, name, attributes = '', selfClosing] = tag;
    if (closing) {
      stack.pop();
      continue;
    }
    const parent = stack.length > 0 ? stack.at(-1) : IDENTITY;
    let ctm = name === 'svg' && stack.length === 0 ? rootMatrix(attributes) : parent;
    const transform = attribute(attributes, 'transform');
    if (ctm && transform !== undefined) {
      const own = parseTransform(transform);
      ctm = own && multiply(ctm, own);
    }
    const y = Number(attribute(attributes, 'y') ?? NaN);
    if (
      ctm &&
      (name === 'text' || name === 'tspan') &&
      Number.isFinite(y) &&
      Math.abs(ctm[1]) < NEAR_ZERO &&
      Math.abs(ctm[2]) < NEAR_ZERO
    ) {
      const x = Number(attribute(attributes, 'x') ?? 0) || 0;
      const deviceY = ctm[1] * x + ctm[3] * y + ctm[5];
      // Skia rounds half up: floor(y + 0.5).
      const snapped = y + (Math.floor(deviceY + 0.5) - deviceY) / ctm[3];
      out += svg.slice(copied, tag.index) + whole.replace(/(\sy=")[^"]*"/, `$1${snapped.toFixed(4)}"`);
      copied = tag.index + whole.length;
    }
    if (!selfClosing) stack.push(ctm);
  }
  return out + svg.slice(copied);
}
