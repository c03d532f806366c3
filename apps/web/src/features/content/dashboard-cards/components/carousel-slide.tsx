import { Anchor, Badge, Code, Group, Text } from '@mantine/core';
import { formatDate, formatPrice } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import type { CarouselSlide } from '@/features/content/dashboard-cards/api/get-carousel-slides';
import { useLocale } from '@/lib/locale';

/** One slide's content: what it is (a badge), its title and a line or two. */
export function CarouselSlideBody({ slide }: { slide: CarouselSlide }) {
  const { t } = useTranslation('dashboardCards');
  const locale = useLocale();
  const badge = (
    <Badge variant="filled" color={slide.kind === 'news' ? 'blue.8' : slide.kind === 'event' ? 'grape.8' : 'teal.9'}>
      {t(`carousel.kinds.${slide.kind}`)}
    </Badge>
  );
  if (slide.kind === 'news')
    return (
      <>
        {badge}
        <Anchor href={`/${locale}/blog/${slide.slug}`} fw={600} size="lg">
          {slide.title}
        </Anchor>
        {slide.summary && <Text size="sm">{slide.summary}</Text>}
        {slide.publishedAt && (
          <Text size="xs" c="dimmed">
            {t('carousel.published', { date: formatDate(slide.publishedAt) })}
          </Text>
        )}
      </>
    );
  if (slide.kind === 'event')
    return (
      <>
        {badge}
        <Text fw={600} size="lg">
          {slide.title}
        </Text>
        <Text size="sm">{t('carousel.eventWhen', { date: formatDate(slide.date), place: slide.place })}</Text>
      </>
    );
  const discount = slide.discount.kind === 'percent' ? `${slide.discount.value} %` : formatPrice(slide.discount.value, locale);
  return (
    <>
      {badge}
      <Group gap="xs">
        <Text fw={600} size="lg">
          {t('carousel.promotion', { discount })}
        </Text>
        <Code fz="md" fw={700}>
          {slide.code}
        </Code>
      </Group>
      {slide.description && <Text size="sm">{slide.description}</Text>}
      {slide.endsOn && (
        <Text size="xs" c="dimmed">
          {t('carousel.until', { date: formatDate(slide.endsOn) })}
        </Text>
      )}
    </>
  );
}
