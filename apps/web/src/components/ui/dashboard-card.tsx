import { Anchor, Group, Paper, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

type Props = { title: string; link?: { to: string; label: string }; children: ReactNode };

/** A dashboard card: a section named by its h2, with an optional link to the module's screen. */
export function DashboardCard({ title, link, children }: Props) {
  const titleId = useId();
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {link && (
          <Anchor component={Link} to={link.to} size="sm">
            {link.label}
          </Anchor>
        )}
      </Group>
      {children}
    </Paper>
  );
}
