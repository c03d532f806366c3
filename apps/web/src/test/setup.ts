import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { registerAllCatalogues } from '@/lib/i18n-bundled';

// Components render synchronously in tests: every catalogue is there from the start.
registerAllCatalogues();

// Lazy routes and queries can take more than the default 1 s to appear on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the layout APIs Mantine relies on.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
});
