import { brusselsDateParts } from './format';

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A wall time typed in a form ("2026-12-01T10:00", a `datetime-local` value) read as Brussels time, whatever
 * the browser's time zone, → ISO instant. The stores are in Belgium: a visitor abroad books their hours.
 * Returns null for a value that is not a wall time.
 */
export function brusselsWallTimeToIso(value: string): string | null {
  const m = WALL_TIME.exec(value.trim());
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  // Brussels is UTC+1 or UTC+2: start from the wall time as if it were UTC, correct by the offset seen there,
  // then once more in case the correction crossed a daylight-saving change.
  let instant = wanted;
  for (let i = 0; i < 2; i++) {
    const p = brusselsDateParts(new Date(instant))!;
    instant += wanted - Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  }
  return new Date(instant).toISOString();
}
