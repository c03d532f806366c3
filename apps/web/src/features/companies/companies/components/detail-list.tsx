import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Label and value pairs of a record, as a description list (read by screen readers as such). */
export function DetailList({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
      {items.map((item) => (
        <div key={item.label}>
          <Text component="dt" size="sm" c="dimmed">
            {item.label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
            {item.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
