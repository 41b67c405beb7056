import { RICH_LIMITS } from './rich-content';

/** Where a document is over a limit (path inside the document) and a message naming the limit. */
export interface RichOverflow {
  path: (string | number)[];
  message: string;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const arrayOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const count = (n: number) => n.toLocaleString('en-US');

/**
 * The characters of a document's text, every text node at any depth: what the composer counts as the coach
 * types and what a call is measured by, so the two always agree.
 */
export function richTextLength(input: unknown): number {
  if (Array.isArray(input)) return input.reduce<number>((sum, child) => sum + richTextLength(child), 0);
  if (!isObject(input)) return 0;
  const own = input.type === 'text' && typeof input.text === 'string' ? input.text.length : 0;
  return own + richTextLength(input.content);
}

/**
 * The first limit of RICH_LIMITS a post or comment goes over, or null. Before, the sanitizer cut such input
 * silently (a 200,000-character post was stored as its first 10,000 with a 200); now the call is refused.
 */
export function findRichOverflow(input: unknown, noun = 'A post'): RichOverflow | null {
  const length = richTextLength(input);
  if (length > RICH_LIMITS.textLength)
    return {
      path: [],
      message: `${noun} holds at most ${count(RICH_LIMITS.textLength)} characters; this one has ${count(length)}.`,
    };
  const blocks = arrayOf(isObject(input) ? input.content : undefined);
  if (blocks.length > RICH_LIMITS.blocks)
    return {
      path: ['content'],
      message: `${noun} holds at most ${RICH_LIMITS.blocks} paragraphs and lists.`,
    };
  for (const [b, block] of blocks.entries()) {
    if (!isObject(block)) continue;
    const items = arrayOf(block.content);
    if (block.type === 'bulletList' || block.type === 'orderedList') {
      if (items.length > RICH_LIMITS.listItems)
        return {
          path: ['content', b, 'content'],
          message: `A list holds at most ${RICH_LIMITS.listItems} items.`,
        };
      for (const [i, item] of items.entries()) {
        const paragraphs = arrayOf(isObject(item) ? item.content : undefined);
        if (paragraphs.length > RICH_LIMITS.paragraphsPerListItem)
          return {
            path: ['content', b, 'content', i, 'content'],
            message: `A list item holds at most ${RICH_LIMITS.paragraphsPerListItem} paragraphs.`,
          };
        for (const [p, paragraph] of paragraphs.entries()) {
          const found = inlineOverflow(paragraph, ['content', b, 'content', i, 'content', p]);
          if (found) return found;
        }
      }
    } else {
      const found = inlineOverflow(block, ['content', b]);
      if (found) return found;
    }
  }
  return null;
}

function inlineOverflow(paragraph: unknown, path: (string | number)[]): RichOverflow | null {
  const inlines = arrayOf(isObject(paragraph) ? paragraph.content : undefined);
  if (inlines.length > RICH_LIMITS.inlinesPerParagraph)
    return {
      path: [...path, 'content'],
      message: `A paragraph holds at most ${RICH_LIMITS.inlinesPerParagraph} pieces (text runs, line breaks, pills, play links).`,
    };
  for (const [n, inline] of inlines.entries()) {
    if (!isObject(inline)) continue;
    if (arrayOf(inline.marks).length > RICH_LIMITS.marksPerText)
      return {
        path: [...path, 'content', n, 'marks'],
        message: `A piece of text holds at most ${RICH_LIMITS.marksPerText} formats.`,
      };
    const name = isObject(inline.attrs) ? inline.attrs.name : undefined;
    if (inline.type === 'playLink' && typeof name === 'string' && name.length > RICH_LIMITS.playNameLength)
      return {
        path: [...path, 'content', n, 'attrs', 'name'],
        message: `A play link's name holds at most ${RICH_LIMITS.playNameLength} characters.`,
      };
  }
  return null;
}
