import type { ReactNode } from 'react';
import type { AccessRule } from '@/lib/authorization';

/**
 * A card a module puts on the dashboard home, shown to the users its rule lets in. Modules do not import one
 * another, so the app layer (app/compositions/dashboard-home.tsx) gathers the cards and hands them to the page.
 */
export type DashboardWidget = AccessRule & { key: string; element: ReactNode; wide?: boolean };
