import { Anchor, Badge, Text } from '@mantine/core';
import { playLinkHref, safeHref, type RichDoc, type RichInline, type RichParagraph } from '@chalktalk/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * Draws a post's structured content as React elements: text is text, links are checked again (http(s) or our own
 * paths), jersey pills and play links are components. Nothing is ever set as HTML, so whatever a post holds
 * cannot run.
 */
export function RichContent({ doc }: { doc: RichDoc }) {
  return (
    <div>
      {doc.content.map((block, i) =>
        block.type === 'paragraph' ? (
          <Paragraph key={i} p={block} />
        ) : (
          <Text component={block.type === 'bulletList' ? 'ul' : 'ol'} key={i} my={4}>
            {block.content.map((item, j) => (
              <li key={j}>
                {item.content.map((p, k) => (
                  <Paragraph key={k} p={p} />
                ))}
              </li>
            ))}
          </Text>
        ),
      )}
    </div>
  );
}

function Paragraph({ p }: { p: RichParagraph }) {
  return (
    <Text my={4} style={{ overflowWrap: 'anywhere' }}>
      {(p.content ?? []).map((node, i) => (
        <Inline key={i} node={node} />
      ))}
    </Text>
  );
}

function Inline({ node }: { node: RichInline }): ReactNode {
  switch (node.type) {
    case 'hardBreak':
      return <br />;
    case 'jerseyPill':
      return (
        <Badge
          component="span"
          variant={node.attrs.added ? 'filled' : 'outline'}
          color={node.attrs.added ? 'blue' : 'dark'}
          radius="xl"
          mx={2}
          title={
            node.attrs.added
              ? `Jersey #${node.attrs.number} on the roster`
              : `No one on the roster wears #${node.attrs.number}`
          }
        >
          #{node.attrs.number}
        </Badge>
      );
    case 'playLink':
      return (
        <Anchor component={Link} to={playLinkHref(node.attrs)} fw={600}>
          ▶ {node.attrs.name}
        </Anchor>
      );
    case 'text': {
      let out: ReactNode = node.text;
      for (const mark of node.marks ?? []) {
        if (mark.type === 'bold') out = <strong>{out}</strong>;
        else if (mark.type === 'italic') out = <em>{out}</em>;
        else if (mark.type === 'underline') out = <u>{out}</u>;
        else if (mark.type === 'strike') out = <s>{out}</s>;
        else if (mark.type === 'link') {
          const href = safeHref(mark.attrs.href);
          if (href)
            out = href.startsWith('/') ? (
              <Anchor component={Link} to={href}>
                {out}
              </Anchor>
            ) : (
              <Anchor href={href} target="_blank" rel="noopener noreferrer nofollow">
                {out}
              </Anchor>
            );
        }
      }
      return out;
    }
  }
}
