import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One labelled figure of a record's page (a bill, a purchase, a rental): the label small and dimmed above its value.
 * An empty value reads "—", never a blank a reader takes for a loading page.
 */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} component="div">
        {empty ? '—' : children}
      </Text>
    </div>
  );
}
