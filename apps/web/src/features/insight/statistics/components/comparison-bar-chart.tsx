import { Box, Group, Stack, Text } from '@mantine/core';

export type ComparedBar = { key: string; label: string; values: [number, number | null, number | null] };

const COLORS = ['var(--mantine-color-blue-6)', 'var(--mantine-color-gray-5)', 'var(--mantine-color-teal-5)'];
const ROW = 10;

/**
 * One group per row (a month, a store…): the period's bar, then the previous period's and last year's, thinner, on
 * one scale. Hand-written SVG, no chart library; hidden from screen readers, who read the table beside it. A negative
 * figure (a month of credit notes) draws no bar and says its value.
 */
export function ComparisonBarChart({
  title,
  legend,
  seriesLabels,
  bars,
  format,
}: {
  title: string;
  legend: string;
  seriesLabels: [string, string, string];
  bars: ComparedBar[];
  format: (n: number) => string;
}) {
  const max = Math.max(1, ...bars.flatMap((b) => b.values.map((v) => v ?? 0)));
  return (
    <Box component="figure" m={0} aria-hidden>
      <Text component="figcaption" fw={600} mb={4}>
        {title}
      </Text>
      <Group gap="md" mb="xs" title={legend}>
        {seriesLabels.map((label, i) => (
          <Group key={label} gap={6} wrap="nowrap">
            <svg width="12" height="12" aria-hidden focusable="false">
              <rect width="12" height="12" rx="2" fill={COLORS[i]} />
            </svg>
            <Text size="xs">{label}</Text>
          </Group>
        ))}
      </Group>
      <Stack gap={8}>
        {bars.map((bar) => (
          <div key={bar.key}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" fw={500} truncate>
                {bar.label}
              </Text>
              <Text size="sm" c="dimmed">
                {format(bar.values[0])}
              </Text>
            </Group>
            <svg width="100%" height={ROW * 3 + 4} viewBox={`0 0 100 ${ROW * 3 + 4}`} preserveAspectRatio="none" focusable="false">
              {bar.values.map((value, i) => (
                <g key={i}>
                  <rect x="0" y={i * (ROW + 2)} width="100" height={i === 0 ? ROW : ROW - 4} fill="var(--mantine-color-gray-1)" />
                  {value !== null && value > 0 && (
                    <rect x="0" y={i * (ROW + 2)} width={(value / max) * 100} height={i === 0 ? ROW : ROW - 4} fill={COLORS[i]} />
                  )}
                </g>
              ))}
            </svg>
          </div>
        ))}
      </Stack>
    </Box>
  );
}
