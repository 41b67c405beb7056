/**
 * Feed post and comment content: a structured document in the shape tiptap (ProseMirror) writes as JSON, never
 * raw HTML (spec 1 section 1: rich-text notes embed links to team plays and jersey-number pills). Only the nodes
 * and marks below exist; sanitizeRichDoc rebuilds any input from this allow-list, so unknown nodes, attributes,
 * event handlers or `javascript:` links cannot survive a save or a read.
 */
import { parseUrl } from './whatwg-url';

export type RichMark =
  { type: 'bold' | 'italic' | 'underline' | 'strike' } | { type: 'link'; attrs: { href: string } };

export interface RichText {
  type: 'text';
  text: string;
  marks?: RichMark[];
}
export interface JerseyPill {
  type: 'jerseyPill';
  /** `added`: a roster member wears this number (set on the way out, never trusted from input). */
  attrs: { number: string; added?: boolean };
}
export interface PlayLink {
  type: 'playLink';
  attrs: { playId: string; teamId: string; name: string };
}
export type RichInline = RichText | JerseyPill | PlayLink | { type: 'hardBreak' };
export interface RichParagraph {
  type: 'paragraph';
  content?: RichInline[];
}
export interface RichListItem {
  type: 'listItem';
  content: RichParagraph[];
}
export interface RichList {
  type: 'bulletList' | 'orderedList';
  content: RichListItem[];
}
export type RichBlock = RichParagraph | RichList;
export interface RichDoc {
  type: 'doc';
  content: RichBlock[];
}

/**
 * Bounds on one document: the text a post may hold and how many nodes it may have. A call over any of them is
 * refused naming it (findRichOverflow); the sanitizer's own cuts only guard what is read back.
 */
export const RICH_LIMITS = {
  textLength: 10_000,
  blocks: 200,
  inlinesPerParagraph: 500,
  listItems: 100,
  paragraphsPerListItem: 10,
  marksPerText: 10,
  playNameLength: 100,
  idLength: 128,
} as const;

const SIMPLE_MARKS = new Set(['bold', 'italic', 'underline', 'strike']);
const ID = /^[A-Za-z0-9_-]{1,128}$/;

/** http(s) links and the product's own paths ('/...', not '//host'); anything else is dropped. */
export function safeHref(href: unknown): string | null {
  if (typeof href !== 'string' || href.length > 2048) return null;
  const trimmed = href.trim();
  if (/^\/(?![/\\])/.test(trimmed)) return trimmed;
  const url = parseUrl(trimmed);
  return url && (url.protocol === 'http:' || url.protocol === 'https:') ? url.toString() : null;
}

/** The play link's address inside the product (spec 1 section 2: /playbook/team?p={playId}&t={teamId}). */
export const playLinkHref = (link: PlayLink['attrs']): string =>
  `/playbook/team?p=${encodeURIComponent(link.playId)}&t=${encodeURIComponent(link.teamId)}`;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const arrayOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

function sanitizeMarks(marks: unknown): RichMark[] | undefined {
  const out: RichMark[] = [];
  for (const mark of arrayOf(marks).slice(0, RICH_LIMITS.marksPerText)) {
    if (!isObject(mark) || typeof mark.type !== 'string') continue;
    if (SIMPLE_MARKS.has(mark.type)) out.push({ type: mark.type as 'bold' });
    else if (mark.type === 'link') {
      const href = safeHref(isObject(mark.attrs) ? mark.attrs.href : undefined);
      if (href) out.push({ type: 'link', attrs: { href } });
    }
  }
  return out.length ? out : undefined;
}

function sanitizeInline(node: unknown, budget: { text: number }): RichInline | null {
  if (!isObject(node)) return null;
  const attrs = isObject(node.attrs) ? node.attrs : {};
  switch (node.type) {
    case 'text': {
      if (typeof node.text !== 'string' || node.text === '' || budget.text <= 0) return null;
      // eslint-disable-next-line no-control-regex -- control characters (but tab and newlines) are dropped
      const text = node.text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '').slice(0, budget.text);
      budget.text -= text.length;
      const marks = sanitizeMarks(node.marks);
      return text ? (marks ? { type: 'text', text, marks } : { type: 'text', text }) : null;
    }
    case 'hardBreak':
      return { type: 'hardBreak' };
    case 'jerseyPill':
      return typeof attrs.number === 'string' && /^\d{1,3}$/.test(attrs.number)
        ? { type: 'jerseyPill', attrs: { number: attrs.number } }
        : null;
    case 'playLink': {
      const { playId, teamId, name } = attrs;
      if (typeof playId !== 'string' || typeof teamId !== 'string' || !ID.test(playId) || !ID.test(teamId))
        return null;
      const label = typeof name === 'string' ? name.slice(0, RICH_LIMITS.playNameLength) : '';
      return { type: 'playLink', attrs: { playId, teamId, name: label || 'Play' } };
    }
    default:
      return null;
  }
}

function sanitizeParagraph(node: unknown, budget: { text: number }): RichParagraph {
  const inlines = arrayOf(isObject(node) ? node.content : undefined)
    .slice(0, RICH_LIMITS.inlinesPerParagraph)
    .map((child) => sanitizeInline(child, budget))
    .filter((child): child is RichInline => child !== null);
  return inlines.length ? { type: 'paragraph', content: inlines } : { type: 'paragraph' };
}

/** Rebuilds the document from the allow-list; anything not understood is dropped, never passed on. */
export function sanitizeRichDoc(input: unknown): RichDoc {
  const budget = { text: RICH_LIMITS.textLength };
  const blocks: RichBlock[] = [];
  for (const node of arrayOf(isObject(input) && input.type === 'doc' ? input.content : undefined).slice(
    0,
    RICH_LIMITS.blocks,
  )) {
    if (!isObject(node)) continue;
    if (node.type === 'bulletList' || node.type === 'orderedList') {
      const items = arrayOf(node.content)
        .slice(0, RICH_LIMITS.listItems)
        .filter(isObject)
        .map((item): RichListItem => ({
          type: 'listItem',
          content: arrayOf(item.content)
            .slice(0, RICH_LIMITS.paragraphsPerListItem)
            .map((p) => sanitizeParagraph(p, budget)),
        }))
        .filter((item) => item.content.length > 0);
      if (items.length) blocks.push({ type: node.type, content: items });
    } else if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'blockquote') {
      blocks.push(sanitizeParagraph(node.type === 'paragraph' ? node : { content: flatten(node) }, budget));
    }
  }
  return { type: 'doc', content: blocks };
}

/** Headings and quotes keep their text as a paragraph (the allow-list has no such blocks). */
function flatten(node: Record<string, unknown>): unknown[] {
  return arrayOf(node.content).flatMap((child) =>
    isObject(child) && (child.type === 'paragraph' || child.type === 'heading')
      ? arrayOf(child.content)
      : [child],
  );
}

const PILL = /#(\d{1,3})(?!\d)/g;

/**
 * '#' followed by digits becomes a jersey pill (spec 1 section 5), except inside links (an address's fragment is
 * not a jersey). Runs on save, after sanitizing.
 */
export function withJerseyPills(doc: RichDoc): RichDoc {
  const mapParagraph = (p: RichParagraph): RichParagraph => {
    if (!p.content) return p;
    const content: RichInline[] = [];
    for (const node of p.content) {
      if (node.type !== 'text' || node.marks?.some((m) => m.type === 'link')) {
        content.push(node);
        continue;
      }
      let last = 0;
      for (const match of node.text.matchAll(PILL)) {
        const before = node.text.slice(last, match.index);
        if (before) content.push({ ...node, text: before });
        content.push({ type: 'jerseyPill', attrs: { number: match[1]! } });
        last = match.index! + match[0].length;
      }
      const rest = node.text.slice(last);
      if (rest) content.push({ ...node, text: rest });
    }
    return { type: 'paragraph', content };
  };
  return mapBlocks(doc, mapParagraph);
}

/** Marks each pill `added` when a roster member wears that number (on the way out). */
export function markJerseyPills(doc: RichDoc, jerseys: ReadonlySet<string>): RichDoc {
  return mapBlocks(doc, (p) =>
    p.content
      ? {
          type: 'paragraph',
          content: p.content.map((node) =>
            node.type === 'jerseyPill'
              ? {
                  type: 'jerseyPill',
                  attrs: { number: node.attrs.number, added: jerseys.has(node.attrs.number) },
                }
              : node,
          ),
        }
      : p,
  );
}

function mapBlocks(doc: RichDoc, map: (p: RichParagraph) => RichParagraph): RichDoc {
  return {
    type: 'doc',
    content: doc.content.map((block) =>
      block.type === 'paragraph'
        ? map(block)
        : {
            type: block.type,
            content: block.content.map((item) => ({ type: 'listItem', content: item.content.map(map) })),
          },
    ),
  };
}

/** The text of the document (search, notifications, emptiness checks); pills read '#12', plays their name. */
export function richPlainText(doc: RichDoc): string {
  const paragraph = (p: RichParagraph): string =>
    (p.content ?? [])
      .map((n) =>
        n.type === 'text'
          ? n.text
          : n.type === 'jerseyPill'
            ? `#${n.attrs.number}`
            : n.type === 'playLink'
              ? n.attrs.name
              : '\n',
      )
      .join('');
  return doc.content
    .flatMap((b) =>
      b.type === 'paragraph' ? [paragraph(b)] : b.content.flatMap((i) => i.content.map(paragraph)),
    )
    .join('\n')
    .trim();
}

/** A document of plain text: one paragraph per line (the seed and tests write content this way). */
export function richDocFromText(text: string): RichDoc {
  return {
    type: 'doc',
    content: text
      .split('\n')
      .map((line) =>
        line ? { type: 'paragraph', content: [{ type: 'text', text: line }] } : { type: 'paragraph' },
      ),
  };
}
