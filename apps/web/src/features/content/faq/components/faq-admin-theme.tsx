import { ActionIcon, Badge, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconPencil, IconThumbDown, IconThumbUp, IconTrash } from '@tabler/icons-react';
import { dropInOrder, moveInOrder, type FaqTheme, type Locale } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FaqEntry } from '@/features/content/faq/api/get-faq-entries';

type Props = {
  theme: FaqTheme;
  entries: FaqEntry[];
  locale: Locale;
  /** Null while searching: only a whole theme can be put in order. */
  onReorder: ((ids: number[]) => void) | null;
  onEdit: (entry: FaqEntry) => void;
  onDelete: (entry: FaqEntry) => void;
};

/** One theme's entries in order: dragged by their handle, or moved with the up and down buttons (keyboard). */
export function FaqAdminTheme({ theme, entries, locale, onReorder, onEdit, onDelete }: Props) {
  const { t } = useTranslation('faq');
  const [dragged, setDragged] = useState<number | null>(null);
  const [announce, setAnnounce] = useState('');
  const ids = entries.map((e) => e.id);
  const reorder = (next: number[], id: number) => {
    if (!onReorder || next.join() === ids.join()) return;
    onReorder(next);
    const entry = entries.find((e) => e.id === id);
    setAnnounce(t('admin.moved', { question: entry?.question[locale] ?? '', position: next.indexOf(id) + 1, total: next.length }));
  };

  return (
    <section aria-labelledby={`faq-admin-${theme}`}>
      <Title order={2} size="h3" id={`faq-admin-${theme}`} mb="xs">
        {t(`themes.${theme}`)}
      </Title>
      <VisuallyHidden role="status">{announce}</VisuallyHidden>
      <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {entries.map((entry, i) => (
          <Paper
            key={entry.id}
            component="li"
            withBorder
            p="sm"
            draggable={Boolean(onReorder)}
            onDragStart={(event) => {
              setDragged(entry.id);
              event.dataTransfer.effectAllowed = 'move';
            }}
            onDragOver={(event) => dragged !== null && event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              if (dragged !== null) reorder(dropInOrder(ids, dragged, entry.id), dragged);
              setDragged(null);
            }}
            onDragEnd={() => setDragged(null)}
            style={{ opacity: dragged === entry.id ? 0.5 : 1 }}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              {onReorder && <IconGripVertical size={18} aria-hidden style={{ cursor: 'grab', flexShrink: 0, marginTop: 2 }} />}
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600}>{entry.question[locale]}</Text>
                <Group gap="xs">
                  {!entry.published && (
                    <Badge color="gray" variant="light">
                      {t('admin.draft')}
                    </Badge>
                  )}
                  <Badge variant="light" color="green" leftSection={<IconThumbUp size={12} aria-hidden />}>
                    <span aria-hidden>{entry.helpfulCount}</span>
                    <VisuallyHidden>{t('admin.helpfulCount', { n: entry.helpfulCount })}</VisuallyHidden>
                  </Badge>
                  <Badge variant="light" color="orange" leftSection={<IconThumbDown size={12} aria-hidden />}>
                    <span aria-hidden>{entry.notHelpfulCount}</span>
                    <VisuallyHidden>{t('admin.notHelpfulCount', { n: entry.notHelpfulCount })}</VisuallyHidden>
                  </Badge>
                </Group>
              </Stack>
              <Group gap={4} wrap="nowrap">
                {onReorder && (
                  <>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('admin.moveUp', { question: entry.question[locale] })}
                      disabled={i === 0}
                      onClick={() => reorder(moveInOrder(ids, entry.id, -1), entry.id)}
                    >
                      <IconArrowUp size={18} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('admin.moveDown', { question: entry.question[locale] })}
                      disabled={i === entries.length - 1}
                      onClick={() => reorder(moveInOrder(ids, entry.id, 1), entry.id)}
                    >
                      <IconArrowDown size={18} aria-hidden />
                    </ActionIcon>
                  </>
                )}
                <ActionIcon
                  variant="subtle"
                  aria-label={t('admin.edit', { question: entry.question[locale] })}
                  onClick={() => onEdit(entry)}
                >
                  <IconPencil size={18} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red.8"
                  aria-label={t('admin.delete', { question: entry.question[locale] })}
                  onClick={() => onDelete(entry)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
    </section>
  );
}
