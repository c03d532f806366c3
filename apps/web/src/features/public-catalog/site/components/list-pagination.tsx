import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './list-pagination.module.css';

/** The pages to show, with `null` for a gap: all of them up to 7, else the first, the last and the current one's neighbours. */
export function pageRange(page: number, pages: number): (number | null)[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  if (page <= 4) return [1, 2, 3, 4, 5, null, pages];
  if (page >= pages - 3) return [1, null, pages - 4, pages - 3, pages - 2, pages - 1, pages];
  return [1, null, page - 1, page, page + 1, null, pages];
}

/** Result count and page buttons under a public list. */
export function ListPagination({
  total,
  page,
  perPage,
  onPage,
}: {
  total: number;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('common');
  const pages = Math.max(1, Math.ceil(total / perPage));
  const current = Math.min(page, pages);
  const go = (next: number) => {
    onPage(next);
    window.scrollTo?.({ top: 0 });
  };
  const control = (key: 'first' | 'previous' | 'next' | 'last', target: number, symbol: string) => (
    <li>
      <button
        type="button"
        className={classes.control}
        aria-label={t(`table.pagination.${key}`)}
        disabled={target === current}
        onClick={() => go(target)}
      >
        <span aria-hidden>{symbol}</span>
      </button>
    </li>
  );
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('table.summary', { count: total, page: current, pages })}
      </Text>
      {pages > 1 && (
        <ul className={classes.pages}>
          {control('first', 1, '«')}
          {control('previous', Math.max(1, current - 1), '‹')}
          {pageRange(current, pages).map((p, i) =>
            p === null ? (
              <li key={`gap-${i}`} className={classes.dots} aria-hidden>
                …
              </li>
            ) : (
              <li key={p}>
                <button
                  type="button"
                  className={classes.control}
                  aria-label={t('table.pagination.page', { page: p })}
                  aria-current={p === current ? 'page' : undefined}
                  onClick={() => go(p)}
                >
                  {p}
                </button>
              </li>
            ),
          )}
          {control('next', Math.min(pages, current + 1), '›')}
          {control('last', pages, '»')}
        </ul>
      )}
    </Group>
  );
}
