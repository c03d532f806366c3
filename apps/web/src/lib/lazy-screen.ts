import type { ComponentType } from 'react';

/**
 * A page loaded on its first visit, as a route's `lazy` gives it. A feature's route list asks the app for one where the
 * app composes the page from several features (a feature never imports another one; decision 072).
 */
export type LazyScreen = () => Promise<{ Component: ComponentType }>;
