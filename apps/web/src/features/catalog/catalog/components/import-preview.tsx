import { Badge, Button, Checkbox, Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatPrice, type ImportField } from '@veloport/domain';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportRun } from '@/features/catalog/catalog/api/get-import-run';
import { useLocale } from '@/lib/locale';

type Item = ImportRun['items'][number];
const KINDS = ['new', 'changed', 'gone'] as const;
const COLORS = { new: 'green', changed: 'blue', gone: 'orange' } as const;

/** How a compared value reads: prices in euros, codes translated, empty as a dash. */
function useFieldValue() {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  return (field: ImportField, value: unknown): string => {
    if (value === null || value === undefined || value === '') return '—';
    switch (field) {
      case 'priceCents':
        return formatPrice(Number(value), locale);
      case 'available':
      case 'electric':
        return value ? t('yes') : t('no');
      case 'frameType':
        return t(`frameTypes.${String(value)}`);
      case 'usage':
        return t(`usages.${String(value)}`);
      case 'sizes':
        return Array.isArray(value) ? value.join(', ') : String(value);
      default:
        return String(value);
    }
  };
}

type Props = {
  run: ImportRun;
  pending: boolean;
  /** Applies the chosen items' keys. */
  onApply: (keys: string[]) => void;
};

/** A preview run: what is new, changed (field by field) or gone, each with a checkbox; applies the chosen ones. */
export function ImportPreview({ run, pending, onApply }: Props) {
  const { t } = useTranslation('catalog');
  const fieldValue = useFieldValue();
  const applied = run.status === 'applied';
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(applied ? run.appliedKeys : run.items.map((i) => i.key)));
  const groups = useMemo(
    () => Object.fromEntries(KINDS.map((k) => [k, run.items.filter((i) => i.kind === k)])) as Record<(typeof KINDS)[number], Item[]>,
    [run.items],
  );
  const baseId = useId();

  const toggle = (keys: string[], on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      for (const key of keys) {
        if (on) next.add(key);
        else next.delete(key);
      }
      return next;
    });

  if (run.items.length === 0) return <Text>{t('imports.nothing')}</Text>;

  return (
    <Stack gap="lg">
      {KINDS.map((kind) => {
        const items = groups[kind];
        if (items.length === 0) return null;
        const keys = items.map((i) => i.key);
        const all = keys.every((k) => chosen.has(k));
        const some = keys.some((k) => chosen.has(k));
        const headingId = `${baseId}-${kind}`;
        return (
          <Stack key={kind} gap="xs" component="section" aria-labelledby={headingId}>
            <Group justify="space-between" wrap="wrap">
              <Title order={2} size="h4" id={headingId}>
                {t(`imports.kinds.${kind}`, { count: items.length })}
              </Title>
              {!applied && (
                <Checkbox
                  label={t('imports.chooseAll')}
                  aria-label={t('imports.chooseAllOf', { group: t(`imports.kinds.${kind}`, { count: items.length }) })}
                  checked={all}
                  indeterminate={some && !all}
                  onChange={(event) => toggle(keys, event.currentTarget.checked)}
                />
              )}
            </Group>
            <Stack gap="xs">
              {items.map((item) => (
                <Group
                  key={item.key}
                  align="flex-start"
                  wrap="nowrap"
                  gap="sm"
                  p="xs"
                  style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
                >
                  <Checkbox
                    mt={2}
                    aria-label={t('imports.chooseItem', { ref: item.ref, model: item.model })}
                    checked={chosen.has(item.key)}
                    disabled={applied}
                    onChange={(event) => toggle([item.key], event.currentTarget.checked)}
                  />
                  <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                    <Group gap="xs">
                      <Text fw={600}>{item.model}</Text>
                      <Text size="sm" c="dimmed">
                        {item.ref}
                      </Text>
                      <Badge variant="light" color={COLORS[kind]}>
                        {t(`imports.kind.${kind}`)}
                      </Badge>
                      {applied && run.appliedKeys.includes(item.key) && (
                        <Badge variant="outline" color="green">
                          {t('imports.appliedBadge')}
                        </Badge>
                      )}
                    </Group>
                    {kind === 'new' && item.item && (
                      <Text size="sm">
                        {t('imports.newSummary', {
                          year: item.item.year,
                          price: fieldValue('priceCents', item.item.priceCents),
                          usage: fieldValue('usage', item.item.usage),
                          sizes: item.item.sizes.join(', '),
                        })}
                      </Text>
                    )}
                    {kind === 'gone' && <Text size="sm">{t('imports.goneSummary')}</Text>}
                    {kind === 'changed' && (
                      <Table.ScrollContainer minWidth={320}>
                        <Table withRowBorders={false} verticalSpacing={2} fz="sm">
                          <Table.Thead>
                            <Table.Tr>
                              <Table.Th>{t('imports.field')}</Table.Th>
                              <Table.Th>{t('imports.before')}</Table.Th>
                              <Table.Th>{t('imports.after')}</Table.Th>
                            </Table.Tr>
                          </Table.Thead>
                          <Table.Tbody>
                            {item.changes.map((change) => (
                              <Table.Tr key={change.field}>
                                <Table.Td>{t(`imports.fields.${change.field}`)}</Table.Td>
                                <Table.Td>
                                  <Text span size="sm" td="line-through" c="dimmed">
                                    {fieldValue(change.field, change.from)}
                                  </Text>
                                </Table.Td>
                                <Table.Td>
                                  <Text span size="sm" fw={600}>
                                    {fieldValue(change.field, change.to)}
                                  </Text>
                                </Table.Td>
                              </Table.Tr>
                            ))}
                          </Table.Tbody>
                        </Table>
                      </Table.ScrollContainer>
                    )}
                  </Stack>
                </Group>
              ))}
            </Stack>
          </Stack>
        );
      })}
      {!applied && (
        <Group justify="flex-end">
          <Button
            disabled={chosen.size === 0}
            loading={pending}
            onClick={() => onApply(run.items.filter((i) => chosen.has(i.key)).map((i) => i.key))}
          >
            {t('imports.apply', { count: chosen.size })}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
