import { Badge, Blockquote, Group, Text } from '@mantine/core';
import type { Quote } from '@veloport/domain';
import { useTranslation } from 'react-i18next';

/** One quote: the words, who said them (or "proverb"), and its theme. */
export function QuoteText({ quote }: { quote: Quote }) {
  const { t } = useTranslation('quotes');
  return (
    <figure style={{ margin: 0 }}>
      <Blockquote color="veloport" p="md" lang={quote.language}>
        {quote.text}
      </Blockquote>
      <Group component="figcaption" justify="space-between" mt="xs" gap="xs">
        <Text size="sm" c="dimmed">
          — {quote.author ?? t('proverb')}
        </Text>
        <Badge variant="light" color="gray">
          {t(`themes.${quote.theme}`)}
        </Badge>
      </Group>
    </figure>
  );
}
