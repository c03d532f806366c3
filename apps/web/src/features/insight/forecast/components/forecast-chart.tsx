import { Box, Group, Text } from '@mantine/core';
import type { Forecast } from '@/features/insight/forecast/api/get-forecast';

const W = 640;
const H = 240;
const PAD = { left: 64, right: 12, top: 12, bottom: 28 };
const HISTORY_SHOWN = 36;
const ACTUAL = 'var(--mantine-color-blue-7)';
const AHEAD = 'var(--mantine-color-orange-8)';
const BAND = 'var(--mantine-color-orange-2)';

type Props = {
  data: Forecast;
  title: string;
  labels: { actual: string; forecast: string; interval: string };
  formatValue: (n: number) => string;
  formatMonth: (month: string) => string;
};

/**
 * The last three years and the months ahead on one line: actual months solid, the forecast dashed inside its
 * interval band. Hand-drawn SVG (no chart library, as the other charts); screen readers get the table beside it.
 */
export function ForecastChart({ data, title, labels, formatValue, formatMonth }: Props) {
  const history = data.history.slice(-HISTORY_SHOWN);
  const points = [...history.map((h) => ({ ...h, low: h.value, high: h.value })), ...data.forecast];
  const max = Math.max(1, ...points.map((p) => p.high));
  const x = (i: number) => PAD.left + (points.length <= 1 ? 0 : (i / (points.length - 1)) * (W - PAD.left - PAD.right));
  const y = (v: number) => PAD.top + (1 - v / max) * (H - PAD.top - PAD.bottom);
  const line = (from: number, to: number) =>
    points
      .slice(from, to)
      .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(from + i).toFixed(1)},${y(p.value).toFixed(1)}`)
      .join(' ');
  const start = history.length;
  // The band starts at the last actual month, so the forecast visibly grows out of it.
  const bandFrom = Math.max(0, start - 1);
  const band = [
    ...points.slice(bandFrom).map((p, i) => `${x(bandFrom + i).toFixed(1)},${y(p.high).toFixed(1)}`),
    ...points
      .slice(bandFrom)
      .map((p, i) => `${x(bandFrom + i).toFixed(1)},${y(p.low).toFixed(1)}`)
      .reverse(),
  ].join(' ');
  const ticks = [0, max / 2, max];

  return (
    <Box component="figure" m={0}>
      <Text component="figcaption" fw={600} mb="xs">
        {title}
      </Text>
      <svg viewBox={`0 0 ${W} ${H}`} width="100%" aria-hidden focusable="false" style={{ maxWidth: W, display: 'block' }}>
        {ticks.map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} stroke="var(--mantine-color-gray-3)" />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" fontSize={11} fill="var(--mantine-color-gray-8)">
              {formatValue(v)}
            </text>
          </g>
        ))}
        {points.map((p, i) =>
          i % 6 === 0 || i === start ? (
            <text key={p.month} x={x(i)} y={H - 8} textAnchor="middle" fontSize={11} fill="var(--mantine-color-gray-8)">
              {formatMonth(p.month)}
            </text>
          ) : null,
        )}
        {data.forecast.length > 0 && <polygon points={band} fill={BAND} opacity={0.8} />}
        {start > 0 && <path d={line(0, start)} fill="none" stroke={ACTUAL} strokeWidth={2} />}
        {data.forecast.length > 0 && (
          <path d={line(bandFrom, points.length)} fill="none" stroke={AHEAD} strokeWidth={2} strokeDasharray="6 4" />
        )}
      </svg>
      <Group gap="md" mt={4} aria-hidden>
        {(
          [
            [labels.actual, ACTUAL, 'solid'],
            [labels.forecast, AHEAD, 'dashed'],
            [labels.interval, BAND, 'block'],
          ] as const
        ).map(([label, color, kind]) => (
          <Group key={label} gap={6} wrap="nowrap">
            <Box
              w={16}
              h={kind === 'block' ? 12 : 0}
              style={kind === 'block' ? { background: color } : { borderTop: `2px ${kind} ${color}` }}
            />
            <Text size="xs">{label}</Text>
          </Group>
        ))}
      </Group>
    </Box>
  );
}
