import {
  parseVideoLink,
  richPlainText,
  sanitizeRichDoc,
  type RichDoc,
  type RichInline,
} from '@chalktalk/domain';

const URL_IN_TEXT = /\b(?:https?:\/\/|www\.)[^\s<>"]+[^\s<>".,;:!?)\]]/gi;

/**
 * The composer's text as a structured document: one paragraph per line, addresses as link marks, then the
 * chosen plays as play links. '#digits' stay text here; the service turns them into jersey pills on save.
 */
export function composeDoc(
  text: string,
  plays: { playId: string; teamId: string; name: string }[] = [],
): RichDoc {
  const paragraphs = text
    .replace(/\r\n/g, '\n')
    .split('\n')
    .map((line) => ({ type: 'paragraph' as const, content: linkify(line) }));
  while (paragraphs.length && paragraphs.at(-1)!.content.length === 0) paragraphs.pop();
  if (plays.length > 0)
    paragraphs.push({
      type: 'paragraph',
      content: plays.flatMap((play, i): RichInline[] => [
        ...(i > 0 ? [{ type: 'text' as const, text: ' ' }] : []),
        { type: 'playLink', attrs: play },
      ]),
    });
  return { type: 'doc', content: paragraphs.map((p) => (p.content.length ? p : { type: 'paragraph' })) };
}

function linkify(line: string): RichInline[] {
  const out: RichInline[] = [];
  let last = 0;
  for (const match of line.matchAll(URL_IN_TEXT)) {
    if (match.index! > last) out.push({ type: 'text', text: line.slice(last, match.index) });
    const href = match[0].startsWith('www.') ? `https://${match[0]}` : match[0];
    out.push({ type: 'text', text: match[0], marks: [{ type: 'link', attrs: { href } }] });
    last = match.index! + match[0].length;
  }
  if (last < line.length) out.push({ type: 'text', text: line.slice(last) });
  return out;
}

/** The first youtube, youtu.be, vimeo or hudl address in the text (it becomes the post's video). */
export function firstVideoLink(text: string): string | null {
  for (const match of text.matchAll(URL_IN_TEXT)) if (parseVideoLink(match[0])) return match[0];
  return null;
}

/** True when the editor's document holds nothing the service would keep (no text, pill or play). */
export function editorDocIsEmpty(doc: unknown): boolean {
  return richPlainText(sanitizeRichDoc(doc)) === '';
}
