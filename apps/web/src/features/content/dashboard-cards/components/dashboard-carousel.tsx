import { ActionIcon, Group, Paper, Stack, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { CAROUSEL_INTERVAL_MS, CAROUSEL_MIN_INTERVAL_MS } from '@veloport/domain';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCarouselSlides } from '@/features/content/dashboard-cards/api/get-carousel-slides';
import { useLocale } from '@/lib/locale';
import { CarouselSlideBody } from './carousel-slide';

/**
 * The dashboard carousel (decision 058): news, the next event and promotions, one slide at a time. It turns by itself
 * every 8 s (never under 5 s) unless the person prefers reduced motion, pauses while a pointer or the keyboard focus
 * is in it, and has pause, previous and next buttons (WAI-ARIA carousel pattern). Hidden when there is nothing to show.
 */
export function DashboardCarousel({ intervalMs = CAROUSEL_INTERVAL_MS }: { intervalMs?: number }) {
  const { t } = useTranslation('dashboardCards');
  const locale = useLocale();
  const titleId = useId();
  const { slides, isLoading } = useCarouselSlides(locale);
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState<boolean | null>(null);
  const [held, setHeld] = useState(false);
  // Until the person presses play or pause, reduced motion means a still carousel.
  const stopped = paused ?? reducedMotion;
  const count = slides.length;
  const current = count === 0 ? 0 : index % count;
  const rotating = !isLoading && !stopped && !held && count > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((i) => i + 1), Math.max(intervalMs, CAROUSEL_MIN_INTERVAL_MS));
    return () => window.clearInterval(timer);
  }, [rotating, intervalMs]);

  // Shown once every source has answered, so the slides do not shift under the reader.
  if (isLoading || count === 0) return null;
  const slide = slides[current]!;
  const go = (step: number) => setIndex((current + step + count) % count);

  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      component="section"
      aria-labelledby={titleId}
      aria-roledescription={t('carousel.role')}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} size="h4" id={titleId}>
          {t('carousel.title')}
        </Title>
        {count > 1 && (
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              size="lg"
              onClick={() => setPaused(!stopped)}
              aria-label={stopped ? t('carousel.play') : t('carousel.pause')}
            >
              {stopped ? <IconPlayerPlay size={18} aria-hidden /> : <IconPlayerPause size={18} aria-hidden />}
            </ActionIcon>
            <ActionIcon variant="subtle" size="lg" onClick={() => go(-1)} aria-label={t('carousel.previous')}>
              <IconChevronLeft size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon variant="subtle" size="lg" onClick={() => go(1)} aria-label={t('carousel.next')}>
              <IconChevronRight size={18} aria-hidden />
            </ActionIcon>
          </Group>
        )}
      </Group>
      {/* Announced when it changes at someone's request, not while it turns by itself. */}
      <div aria-live={rotating ? 'off' : 'polite'}>
        <Stack
          key={slide.key}
          gap={6}
          role="group"
          aria-roledescription={t('carousel.slide')}
          aria-label={t('carousel.position', { position: current + 1, count })}
          mih={96}
        >
          <CarouselSlideBody slide={slide} />
        </Stack>
      </div>
    </Paper>
  );
}
