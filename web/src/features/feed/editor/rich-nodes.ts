import { Node, mergeAttributes } from '@tiptap/core';

/**
 * The two inline nodes of the post schema (packages/domain rich-content.ts) that tiptap does not know: a jersey
 * pill and a link to a team play. Both are atoms (one caret step, deleted whole). Without them tiptap would drop
 * the pills and play links of a post being edited; the service rebuilds both from its allow-list on save anyway.
 */
export const JerseyPillNode = Node.create({
  name: 'jerseyPill',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addAttributes() {
    return {
      number: { default: '0', parseHTML: (el) => el.getAttribute('data-jersey') ?? '0' },
    };
  },
  parseHTML() {
    return [{ tag: 'span[data-jersey]' }];
  },
  renderHTML({ node, HTMLAttributes }) {
    const number = String(node.attrs.number);
    return [
      'span',
      mergeAttributes(HTMLAttributes, { 'data-jersey': number, class: 'ct-editor-pill' }),
      `#${number}`,
    ];
  },
  renderText: ({ node }) => `#${String(node.attrs.number)}`,
});

export const PlayLinkNode = Node.create({
  name: 'playLink',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addAttributes() {
    return {
      playId: { default: '', parseHTML: (el) => el.getAttribute('data-play-id') ?? '' },
      teamId: { default: '', parseHTML: (el) => el.getAttribute('data-play-team') ?? '' },
      name: { default: 'Play', parseHTML: (el) => el.textContent?.replace(/^▶\s*/, '') ?? 'Play' },
    };
  },
  parseHTML() {
    return [{ tag: 'span[data-play-id]' }];
  },
  renderHTML({ node, HTMLAttributes }) {
    const { playId, teamId, name } = node.attrs as { playId: string; teamId: string; name: string };
    return [
      'span',
      mergeAttributes(HTMLAttributes, {
        'data-play-id': playId,
        'data-play-team': teamId,
        class: 'ct-editor-play',
      }),
      `▶ ${name}`,
    ];
  },
  renderText: ({ node }) => String(node.attrs.name),
});
