import { brusselsDateParts, brusselsWallTimeToIso } from '@veloport/domain';

/** "YYYY-MM-DD" of an instant in Brussels. */
export function brusselsDay(at: string | Date): string {
  const p = brusselsDateParts(at)!;
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** "YYYY-MM-DD" of the Brussels day `days` from now. */
export const brusselsDate = (days = 0) => brusselsDay(new Date(Date.now() + days * 86_400_000));

/** "HH:MM" of an instant in Brussels. */
export function brusselsTime(iso: string): string {
  const p = brusselsDateParts(iso)!;
  return `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
}

/** A date and a wall time in Brussels → ISO instant, or null. */
export const slotInstant = (date: string, time: string) => (date && time ? brusselsWallTimeToIso(`${date}T${time}`) : null);
