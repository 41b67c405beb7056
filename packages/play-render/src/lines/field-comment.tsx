import { FieldComment } from '@chalktalk/domain';
import { num, sx } from '../svg/units';

const FONT_SIZE = 13;
const PADDING = 6;
/** Rough glyph width for wrapping without a text measurer, so output is identical in Node and browsers. */
const CHAR_WIDTH = FONT_SIZE * 0.55;

/** Greedy word wrap to the comment's width (sizes are SVG units, 150 by 50 by default). */
export function wrapText(text: string, width: number): string[] {
  const perLine = Math.max(1, Math.floor((width - 2 * PADDING) / CHAR_WIDTH));
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let current = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = current ? `${current} ${word}` : word;
      if (candidate.length > perLine && current) {
        lines.push(current);
        current = word;
      } else current = candidate;
    }
    lines.push(current);
  }
  return lines;
}

export function FieldCommentGlyph({ comment }: { comment: FieldComment }) {
  const lines = wrapText(comment.text, comment.width);
  return (
    <g
      data-kind="comment"
      data-id={comment.id}
      data-width={num(comment.width)}
      data-height={num(comment.height)}
      transform={`translate(${sx(comment.origin.x)} ${sx(comment.origin.y)})`}
    >
      <rect
        x="0"
        y="0"
        width={num(comment.width)}
        height={num(comment.height)}
        rx="4"
        fill="#fffbea"
        stroke="#d6c98a"
        strokeWidth="1"
      />
      <text fontSize={num(FONT_SIZE)} fontFamily="sans-serif" fill="#111111">
        {lines.map((line, i) => (
          <tspan key={i} x={num(PADDING)} y={num(PADDING + FONT_SIZE * (i + 0.85))}>
            {line}
          </tspan>
        ))}
      </text>
    </g>
  );
}
