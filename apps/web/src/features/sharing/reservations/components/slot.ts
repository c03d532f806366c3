import { brusselsWallTimeToIso } from '@veloport/domain';

/** A date and a wall time in Brussels → ISO instant, or null. */
export const slotInstant = (date: string, time: string) => (date && time ? brusselsWallTimeToIso(`${date}T${time}`) : null);
