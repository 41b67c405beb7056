import mammoth from 'mammoth';
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import {
  RICH_LIMITS,
  sanitizeRichDoc,
  type RichBlock,
  type RichDoc,
  type RichInline,
  type RichMark,
  type RichParagraph,
} from '@chalktalk/domain';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

export interface DocxPreview {
  content: RichDoc;
  /** The document is longer than a preview holds (RICH_LIMITS.textLength characters): download it for the rest. */
  truncated: boolean;
}

const MARKS: Record<string, RichMark['type']> = {
  strong: 'bold',
  b: 'bold',
  em: 'italic',
  i: 'italic',
  u: 'underline',
  s: 'strike',
  del: 'strike',
  strike: 'strike',
};
const PARAGRAPHS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'caption', 'dt', 'dd']);

/**
 * A docx file as the structured document posts use (spec 1 §4: a converted preview for Word files). mammoth
 * (maintained, pure JavaScript) turns the Word XML into simple semantic HTML, with external files never
 * fetched and images left out; parse5 reads that HTML and only paragraphs, lists, table cells (as paragraphs),
 * bold/italic/underline/strike, links and line breaks are kept; headings become bold paragraphs. The result then
 * goes through sanitizeRichDoc like any post, and the web app draws it as React elements, never as HTML.
 */
export async function docxPreview(bytes: Buffer): Promise<DocxPreview> {
  const { value: html } = await mammoth.convertToHtml(
    { buffer: bytes },
    {
      externalFileAccess: false,
      // mammoth leaves underline out unless asked (it is not semantic HTML); posts have the mark, so keep it.
      styleMap: ['u => u', 'strike => s'],
      ignoreEmptyParagraphs: true,
      convertImage: mammoth.images.imgElement(async () => ({ src: '' })),
    },
  );
  const blocks: RichBlock[] = [];
  collectBlocks(parseFragment(html), blocks);
  const length = blocks.reduce((sum, block) => sum + textLength(block), 0);
  return {
    content: sanitizeRichDoc({ type: 'doc', content: blocks.slice(0, RICH_LIMITS.blocks) }),
    truncated: length > RICH_LIMITS.textLength || blocks.length > RICH_LIMITS.blocks,
  };
}

function collectBlocks(node: Node, out: RichBlock[]): void {
  for (const child of 'childNodes' in node ? node.childNodes : [])
    if (isElement(child)) collectBlock(child, out);
}

function collectBlock(element: Element, out: RichBlock[]): void {
  if (PARAGRAPHS.has(element.tagName)) {
    const heading = element.tagName.startsWith('h');
    out.push(paragraph(inlines(element, heading ? [{ type: 'bold' }] : [])));
  } else if (element.tagName === 'ul' || element.tagName === 'ol') {
    const items = element.childNodes.filter(isElement).filter((li) => li.tagName === 'li');
    out.push({
      type: element.tagName === 'ul' ? 'bulletList' : 'orderedList',
      content: items.map((li) => ({ type: 'listItem', content: listItemParagraphs(li) })),
    });
  } else collectBlocks(element, out);
}

/** A list item's own text is one paragraph; its paragraphs and nested lists follow as paragraphs. */
function listItemParagraphs(li: Element): RichParagraph[] {
  const own: RichInline[] = [];
  const rest: RichParagraph[] = [];
  for (const child of li.childNodes) {
    if (
      isElement(child) &&
      (PARAGRAPHS.has(child.tagName) || child.tagName === 'ul' || child.tagName === 'ol')
    ) {
      const nested: RichBlock[] = [];
      collectBlock(child, nested);
      for (const block of nested)
        if (block.type === 'paragraph') rest.push(block);
        else for (const item of block.content) rest.push(...item.content);
    } else own.push(...inline(child, []));
  }
  return own.length ? [paragraph(own), ...rest] : rest.length ? rest : [paragraph([])];
}

function inlines(element: Element, marks: RichMark[]): RichInline[] {
  return element.childNodes.flatMap((child) => inline(child, marks));
}

function inline(node: Node, marks: RichMark[]): RichInline[] {
  if (node.nodeName === '#text' && 'value' in node)
    return node.value
      ? [marks.length ? { type: 'text', text: node.value, marks } : { type: 'text', text: node.value }]
      : [];
  if (!isElement(node)) return [];
  if (node.tagName === 'br') return [{ type: 'hardBreak' }];
  if (node.tagName === 'a') {
    const href = node.attrs.find((a) => a.name === 'href')?.value;
    return inlines(node, href ? [...marks, { type: 'link', attrs: { href } }] : marks);
  }
  const mark = MARKS[node.tagName];
  return inlines(node, mark ? [...marks, { type: mark } as RichMark] : marks);
}

const paragraph = (content: RichInline[]): RichParagraph =>
  content.length ? { type: 'paragraph', content } : { type: 'paragraph' };

const isElement = (node: Node): node is Element => 'tagName' in node;

function textLength(block: RichBlock): number {
  const p = (para: RichParagraph) =>
    (para.content ?? []).reduce((n, node) => n + (node.type === 'text' ? node.text.length : 0), 0);
  return block.type === 'paragraph'
    ? p(block)
    : block.content.reduce((n, item) => n + item.content.reduce((m, para) => m + p(para), 0), 0);
}
