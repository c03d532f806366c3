/**
 * The offline day's service worker (public/sw.js, decision 034): registered by the mechanic's page in production
 * builds only (never in unit tests or the dev server), then told which files this page loaded and which tour reads
 * to keep, so that the next start without network finds them. `html[data-offline-ready]` says they are kept.
 */
export async function keepDayOffline(tourReads: string[]): Promise<boolean> {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
  try {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    const registration = await navigator.serviceWorker.ready;
    const loaded = performance.getEntriesByType('resource').map((e) => e.name);
    const urls = [
      window.location.pathname,
      ...loaded.filter((u) => new URL(u, window.location.origin).pathname.startsWith('/assets/')),
      ...tourReads,
    ];
    const channel = new MessageChannel();
    const kept = new Promise<void>((resolve) => {
      channel.port1.onmessage = () => resolve();
    });
    registration.active?.postMessage({ type: 'keep', urls }, [channel.port2]);
    await kept;
    document.documentElement.setAttribute('data-offline-ready', '');
    return true;
  } catch {
    // No service worker (private mode, old browser): the page still keeps the day in localStorage.
    return false;
  }
}
