import { Button, Group, Paper, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { readConsent, saveConsent, type ConsentChoice } from '@/features/shell/consent/consent-cookie';
import { useRequestCookies } from '@/lib/request-cookies';

// The preferences dialog (Modal, focus trap, scroll area, switches) loads when first asked for: it stays out of
// the first load of every page, where the banner shows to each new visitor.
const ConsentPreferencesModal = lazy(() =>
  import('@/features/shell/consent/components/consent-preferences-modal').then((m) => ({ default: m.ConsentPreferencesModal })),
);

const CONSENT_HEIGHT_VARIABLE = '--veloport-consent-height';

// Publishes the banner's height so that fixed elements (the language selector) sit above it.
function useReservedSpace(ref: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return undefined;
    const root = document.documentElement;
    const update = () => root.style.setProperty(CONSENT_HEIGHT_VARIABLE, `${element.offsetHeight}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(CONSENT_HEIGHT_VARIABLE);
    };
  }, [ref, active]);
}

type CookieConsentBannerProps = {
  /** Tests replace the page reload that follows every choice. */
  reload?: () => void;
};

/** Shown until the visitor accepts, refuses or saves custom preferences. */
export function CookieConsentBanner({ reload }: CookieConsentBannerProps) {
  const { t } = useTranslation('consent');
  const cookies = useRequestCookies();
  const [choice] = useState(() => readConsent(cookies));
  const [customising, setCustomising] = useState(false);
  // Once loaded, the dialog stays mounted so that closing it keeps its transition.
  const [dialogWanted, setDialogWanted] = useState(false);
  const bannerRef = useRef<HTMLElement>(null);
  useReservedSpace(bannerRef, choice === null);
  if (choice) return null;
  const choose = (next: ConsentChoice) => saveConsent(next, reload);

  return (
    <>
      <Paper
        ref={bannerRef}
        component="section"
        aria-label={t('banner.label')}
        shadow="lg"
        withBorder
        radius={0}
        p="md"
        pos="fixed"
        left={0}
        right={0}
        bottom={0}
        style={{ zIndex: 300 }}
      >
        <Group justify="space-between" align="center" gap="md" maw={1100} mx="auto">
          <Text size="sm" style={{ flex: '1 1 320px' }}>
            {t('banner.text')}
          </Text>
          <Group gap="xs">
            <Button
              variant="default"
              onClick={() => {
                setDialogWanted(true);
                setCustomising(true);
              }}
            >
              {t('banner.customise')}
            </Button>
            <Button variant="default" onClick={() => choose('refused')}>
              {t('banner.refuse')}
            </Button>
            <Button onClick={() => choose('accepted')}>{t('banner.accept')}</Button>
          </Group>
        </Group>
      </Paper>
      {dialogWanted && (
        <Suspense fallback={null}>
          <ConsentPreferencesModal opened={customising} onClose={() => setCustomising(false)} onSave={choose} />
        </Suspense>
      )}
    </>
  );
}
