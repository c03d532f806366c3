import { Anchor, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { RequestDetail } from '@/features/requests/requests/request-details';

/** A request's fields as a description list; the bike links to its public page. */
export function RequestDetailsList({ items }: { items: RequestDetail[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
      {items.map((item) => (
        <div key={item.key} style={item.key === 'message' || item.key === 'comment' ? { gridColumn: '1 / -1' } : undefined}>
          <Text component="dt" size="sm" c="dimmed">
            {item.label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {item.href?.startsWith('/') ? (
              <Anchor component={Link} to={item.href}>
                {item.value}
              </Anchor>
            ) : item.href ? (
              <Anchor href={item.href}>{item.value}</Anchor>
            ) : (
              item.value
            )}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
