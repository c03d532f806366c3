import { formatDateTime, formatPrice, type Locale } from '@veloport/domain';
import type { TFunction } from 'i18next';
import { paths } from '@/config/paths';
import type { PublicRequest } from '@/features/requests/requests/api/get-requests';

/** One line of a request's details: a translated label, its value in words, and a link when there is one. */
export type RequestDetail = { key: string; label: string; value: string; href?: string };

type Source = Pick<PublicRequest, 'type' | 'payload' | 'store'>;

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The words for a code the catalogue knows (`conditions.good`), or the code itself when it is unknown. */
const word = (t: TFunction<'requests'>, group: string, v: unknown) => {
  const code = text(v);
  return code === null ? null : t(`${group}.${code}`, { defaultValue: code });
};

/**
 * A request's payload as translated label/value pairs, per type, in the order a shop employee reads them.
 * Empty fields are left out. `t` is the `requests` namespace of the reader's language.
 */
export function requestDetails(request: Source, t: TFunction<'requests'>, locale: Locale): RequestDetail[] {
  const p = request.payload;
  const rows: (RequestDetail | null)[] = [];
  const add = (key: string, value: string | null, href?: string) =>
    rows.push(value === null ? null : { key, label: t(`details.${key}`), value, ...(href ? { href } : {}) });
  const count = (v: unknown) => (num(v) === null ? null : String(num(v)));
  const bike = (v: unknown) => {
    const slug = text(v);
    add('bike', slug, slug ? paths.public.bike.getHref(locale, slug) : undefined);
  };

  switch (request.type) {
    case 'contact':
      add('subject', text(p.subject));
      add('message', text(p.message));
      break;
    case 'trade_in': {
      add('brand', text(p.brand));
      add('model', text(p.model));
      add('year', count(p.year));
      add('batteryWh', num(p.batteryWh) === null ? null : t('details.batteryValue', { wh: num(p.batteryWh) }));
      add('condition', word(t, 'conditions', p.condition));
      const estimate = p.estimate as { minCents?: unknown; maxCents?: unknown } | null | undefined;
      const min = num(estimate?.minCents);
      const max = num(estimate?.maxCents);
      add('estimate', min === null || max === null ? null : t('details.estimateRange', { min: formatPrice(min), max: formatPrice(max) }));
      add('comment', text(p.comment));
      break;
    }
    case 'leasing':
      add('company', text(p.companyName));
      bike(p.bikeSlug);
      add('contractMonths', num(p.contractMonths) === null ? null : t('details.monthsValue', { n: num(p.contractMonths) }));
      add('message', text(p.message));
      break;
    case 'test_ride':
      add('kind', word(t, 'kinds', p.kind));
      add('bikes', count(p.bikes));
      add('start', text(p.start) && formatDateTime(text(p.start)));
      add('end', text(p.end) && formatDateTime(text(p.end)));
      add('rideType', word(t, 'rideTypes', p.rideType));
      add('size', text(p.size));
      add('frameType', word(t, 'frameTypes', p.frameType));
      add('helmets', count(p.helmets));
      add('bags', count(p.bags));
      add('store', request.store?.name ?? (num(p.storeId) === null ? null : `#${num(p.storeId)}`));
      bike(p.bikeSlug);
      add('comment', text(p.comment));
      break;
  }
  return rows.filter((r): r is RequestDetail => r !== null);
}

/** The few lines the list shows: what the request is about at a glance (the detail page has the rest). */
export function requestSummary(request: Source, t: TFunction<'requests'>, locale: Locale): string[] {
  const all = requestDetails(request, t, locale);
  const pick = (key: string) => all.find((d) => d.key === key);
  const line = (...keys: string[]) =>
    keys
      .map(pick)
      .filter((d): d is RequestDetail => Boolean(d))
      .map((d) => `${d.label}: ${d.value}`)
      .join(' · ');
  const p = request.payload;
  let lines: string[];
  switch (request.type) {
    case 'contact':
      lines = [line('subject'), line('message')];
      break;
    case 'trade_in':
      lines = [
        [text(p.brand), text(p.model), num(p.year)].filter((v) => v !== null).join(' '),
        line('batteryWh', 'condition'),
        line('estimate'),
      ];
      break;
    case 'leasing':
      lines = [line('company', 'contractMonths'), line('bike'), line('message')];
      break;
    case 'test_ride': {
      const period =
        text(p.start) && text(p.end) ? t('details.period', { start: formatDateTime(text(p.start)), end: formatDateTime(text(p.end)) }) : '';
      lines = [
        [pick('kind')?.value, pick('bikes') && `${pick('bikes')!.label}: ${pick('bikes')!.value}`, pick('store')?.value]
          .filter(Boolean)
          .join(' · '),
        period,
        line('rideType', 'size', 'frameType'),
      ];
      break;
    }
    default:
      lines = [];
  }
  return lines.filter((l) => l !== '');
}
