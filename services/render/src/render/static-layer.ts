const FIELD = '<g data-layer="field"';
const NEXT = '<g data-layer="pieces"';

export interface SplitFrames {
  /** The field drawn once, behind every frame (undefined when the frames do not share one). */
  background?: string;
  /** Each frame without its field layer (or unchanged when there is no shared background). */
  frames: string[];
}

/**
 * Splits the field (court lines, arcs, surface) out of every frame when it is the same in all of them, so the
 * browser rasterises it once as a still layer and each frame only redraws what moves. Pure string work on
 * play-render's markup: the field layer is the first layer and the pieces layer follows it. Any other shape
 * (an unexpected markup, a field that changes) leaves the frames untouched: same pixels, just slower.
 */
export function splitStaticField(svgs: readonly string[]): SplitFrames {
  let field: string | undefined;
  const frames: string[] = [];
  let prefix = '';
  for (const svg of svgs) {
    const start = svg.indexOf(FIELD);
    const end = svg.indexOf(NEXT, start);
    if (start < 0 || end < 0) return { frames: [...svgs] };
    const layer = svg.slice(start, end);
    if (field === undefined) {
      field = layer;
      prefix = svg.slice(0, start).replace(/ data-(frame|t|phase|progress|ended)="[^"]*"/g, '');
    } else if (layer !== field) return { frames: [...svgs] };
    frames.push(svg.slice(0, start) + svg.slice(end));
  }
  if (field === undefined) return { frames };
  const open = (prefix.match(/<g[\s>]/g) ?? []).length - (prefix.match(/<\/g>/g) ?? []).length;
  return { background: `${prefix}${field}${'</g>'.repeat(open)}</svg>`, frames };
}
