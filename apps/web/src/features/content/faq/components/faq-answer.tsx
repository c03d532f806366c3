import { Anchor, List, Text } from '@mantine/core';
import { parseFaqMarkdown, type FaqInline } from '@veloport/domain';
import { Fragment } from 'react';
import { Link } from 'react-router';

function Inlines({ inlines }: { inlines: FaqInline[] }) {
  return inlines.map((inline, i) => {
    if (inline.type === 'strong') return <strong key={i}>{inline.text}</strong>;
    if (inline.type === 'em') return <em key={i}>{inline.text}</em>;
    if (inline.type === 'link') {
      return inline.href.startsWith('/') ? (
        <Anchor key={i} component={Link} to={inline.href}>
          {inline.text}
        </Anchor>
      ) : (
        <Anchor key={i} href={inline.href} target="_blank" rel="noopener noreferrer">
          {inline.text}
        </Anchor>
      );
    }
    return <Fragment key={i}>{inline.text}</Fragment>;
  });
}

/** An answer's Markdown as React elements: text is never read as HTML, links only to safe addresses. */
export function FaqAnswer({ markdown }: { markdown: string }) {
  return parseFaqMarkdown(markdown).map((block, i) =>
    block.type === 'paragraph' ? (
      <Text key={i} mb="xs">
        <Inlines inlines={block.inlines} />
      </Text>
    ) : (
      <List key={i} type={block.ordered ? 'ordered' : 'unordered'} mb="xs" withPadding>
        {block.items.map((item, j) => (
          <List.Item key={j}>
            <Inlines inlines={item} />
          </List.Item>
        ))}
      </List>
    ),
  );
}
