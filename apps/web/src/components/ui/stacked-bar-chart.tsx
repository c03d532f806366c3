import { Box, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

export type ChartSeries = { key: string; label: string; color: string };
export type ChartBar = { key: string | number; label: string; values: Record<string, number>; note?: ReactNode };

type Props = {
  title: string;
  series: ChartSeries[];
  bars: ChartBar[];
  /** Header of the label column in the table that screen readers get instead of the drawing. */
  labelHeader: string;
  totalHeader: string;
  formatNumber: (n: number) => string;
};

const totalOf = (bar: ChartBar) => Object.values(bar.values).reduce((sum, n) => sum + n, 0);

/**
 * Horizontal stacked bars, one per group (a store, say), all on one scale so that their lengths compare; a
 * legend with each series' total. The drawing is hidden from screen readers, which read the same figures
 * as a table. Plain boxes rather than a chart library: nothing to load, and it reflows on a phone.
 */
export function StackedBarChart({ title, series, bars, labelHeader, totalHeader, formatNumber }: Props) {
  const max = Math.max(1, ...bars.map(totalOf));
  const shown = series.filter((s) => bars.some((b) => (b.values[s.key] ?? 0) > 0));
  return (
    <Box component="figure" m={0}>
      <Text component="figcaption" fw={600} mb="xs">
        {title}
      </Text>
      <Stack gap="sm" aria-hidden>
        {bars.map((bar) => {
          const total = totalOf(bar);
          return (
            <div key={bar.key}>
              <Group justify="space-between" gap="xs" mb={4} wrap="nowrap">
                <Text size="sm" fw={500}>
                  {bar.label}
                </Text>
                <Text size="sm" c="dimmed">
                  {formatNumber(total)}
                  {bar.note ? <> · {bar.note}</> : null}
                </Text>
              </Group>
              <Box style={{ display: 'flex', height: 20, borderRadius: 4, overflow: 'hidden', background: 'var(--mantine-color-gray-1)' }}>
                <Box style={{ display: 'flex', width: `${(total / max) * 100}%` }}>
                  {shown.map((s) => {
                    const value = bar.values[s.key] ?? 0;
                    if (value === 0) return null;
                    return (
                      <Box
                        key={s.key}
                        title={`${s.label}: ${formatNumber(value)}`}
                        style={{ flex: `${value} 0 0`, minWidth: 2, background: s.color }}
                      />
                    );
                  })}
                </Box>
              </Box>
            </div>
          );
        })}
        <Group gap="md" mt={4}>
          {shown.map((s) => (
            <Group key={s.key} gap={6} wrap="nowrap">
              <Box w={12} h={12} style={{ borderRadius: 2, background: s.color, flexShrink: 0 }} />
              <Text size="xs">
                {s.label} ({formatNumber(bars.reduce((sum, b) => sum + (b.values[s.key] ?? 0), 0))})
              </Text>
            </Group>
          ))}
        </Group>
      </Stack>
      <VisuallyHidden>
        <Table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              {shown.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
              <th scope="col">{totalHeader}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.key}>
                <th scope="row">{bar.label}</th>
                {shown.map((s) => (
                  <td key={s.key}>{formatNumber(bar.values[s.key] ?? 0)}</td>
                ))}
                <td>
                  {formatNumber(totalOf(bar))}
                  {bar.note ? <> · {bar.note}</> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </Box>
  );
}
