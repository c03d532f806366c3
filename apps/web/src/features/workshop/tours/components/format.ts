import { formatDecimal, type TourStatus } from '@veloport/domain';
import type { TFunction } from 'i18next';

export const kilometres = (t: TFunction, meters: number | null | undefined) =>
  meters === null || meters === undefined ? '—' : t('kmValue', { km: formatDecimal(meters / 1000, 1) });
export const hoursMinutes = (t: TFunction, minutes: number | null | undefined) =>
  minutes === null || minutes === undefined
    ? '—'
    : t('minutesValue', { hours: Math.floor(minutes / 60), minutes: String(Math.round(minutes % 60)).padStart(2, '0') });
export const dayLabel = (date: string) => date.split('-').reverse().join('/');
export const windowLabel = (start: string | null, end: string | null) => (start || end ? `${start ?? '…'} – ${end ?? '…'}` : '—');
/** Directions to an address in the phone's maps app (OpenStreetMap when it opens in a browser). */
export const navigationHref = (stop: { lat: number | null; lng: number | null; address: string }) =>
  stop.lat !== null && stop.lng !== null
    ? `https://www.openstreetmap.org/directions?to=${stop.lat}%2C${stop.lng}`
    : `https://www.openstreetmap.org/search?query=${encodeURIComponent(stop.address)}`;
/** A tour's status badge colour, everywhere a tour is shown. */
export const TOUR_STATUS_COLORS: Record<TourStatus, string> = { draft: 'gray', confirmed: 'blue', done: 'green', cancelled: 'red' };
