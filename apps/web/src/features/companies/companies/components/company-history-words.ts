import { useTranslation } from 'react-i18next';

/**
 * How a company's history names the fields of its conditions (the shared-bike rules and the cafeteria plan,
 * nested in the audit log) and the coded values in them (weekdays, payment modes, features), in the
 * conditions screens' own words.
 */
export function useCompanyHistoryWords() {
  const { t, i18n } = useTranslation('conditions');
  const has = (key: string) => i18n.exists(key, { ns: 'conditions' });
  const label = (path: string[]) => {
    const [group, ...rest] = path;
    if ((group !== 'sharedBikes' && group !== 'cafeteria') || rest.length === 0) return undefined;
    // A time window is stored as { start, end }: its label is takeWindowStart, returnWindowEnd…
    const key = `${group}.${rest[0]}${rest
      .slice(1)
      .map((s) => s.charAt(0).toUpperCase() + s.slice(1))
      .join('')}`;
    return has(key) ? `${t(`history:history.fields.${group}`)} · ${t(key)}` : undefined;
  };
  const describe = (path: string[], value: unknown) => {
    const field = path.at(-1);
    if (typeof value !== 'string') return undefined;
    if (field === 'allowedDays' && has(`days.${value}`)) return t(`days.${value}`);
    if (field === 'paymentModes' && has(`cafeteria.modes.${value}`)) return t(`cafeteria.modes.${value}`);
    if (field === 'access')
      return value
        .split(',')
        .map((f) => (has(`features.${f.trim()}`) ? t(`features.${f.trim()}`) : f))
        .join(', ');
    return undefined;
  };
  return { label, describe };
}
