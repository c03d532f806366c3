import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '@veloport/domain';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enAuth from '@/locales/en/auth.json';
import enCatalog from '@/locales/en/catalog.json';
import enCommon from '@/locales/en/common.json';
import enCompanies from '@/locales/en/companies.json';
import enConditions from '@/locales/en/conditions.json';
import enConsent from '@/locales/en/consent.json';
import enDashboard from '@/locales/en/dashboard.json';
import enErrors from '@/locales/en/errors.json';
import enSettings from '@/locales/en/settings.json';
import enQuiz from '@/locales/en/quiz.json';
import enUsers from '@/locales/en/users.json';
import enStock from '@/locales/en/stock.json';
import enInventory from '@/locales/en/inventory.json';
import enRequests from '@/locales/en/requests.json';
import enJobs from '@/locales/en/jobs.json';
import enPublic from '@/locales/en/public.json';
import frAuth from '@/locales/fr/auth.json';
import frCatalog from '@/locales/fr/catalog.json';
import frCommon from '@/locales/fr/common.json';
import frCompanies from '@/locales/fr/companies.json';
import frConditions from '@/locales/fr/conditions.json';
import frConsent from '@/locales/fr/consent.json';
import frDashboard from '@/locales/fr/dashboard.json';
import frErrors from '@/locales/fr/errors.json';
import frSettings from '@/locales/fr/settings.json';
import frQuiz from '@/locales/fr/quiz.json';
import frUsers from '@/locales/fr/users.json';
import frStock from '@/locales/fr/stock.json';
import frInventory from '@/locales/fr/inventory.json';
import frRequests from '@/locales/fr/requests.json';
import frJobs from '@/locales/fr/jobs.json';
import frPublic from '@/locales/fr/public.json';
import nlAuth from '@/locales/nl/auth.json';
import nlCatalog from '@/locales/nl/catalog.json';
import nlCommon from '@/locales/nl/common.json';
import nlCompanies from '@/locales/nl/companies.json';
import nlConditions from '@/locales/nl/conditions.json';
import nlConsent from '@/locales/nl/consent.json';
import nlDashboard from '@/locales/nl/dashboard.json';
import nlErrors from '@/locales/nl/errors.json';
import nlSettings from '@/locales/nl/settings.json';
import nlQuiz from '@/locales/nl/quiz.json';
import nlUsers from '@/locales/nl/users.json';
import nlStock from '@/locales/nl/stock.json';
import nlInventory from '@/locales/nl/inventory.json';
import nlRequests from '@/locales/nl/requests.json';
import nlJobs from '@/locales/nl/jobs.json';
import nlPublic from '@/locales/nl/public.json';

export const NAMESPACES = [
  'common',
  'catalog',
  'auth',
  'settings',
  'dashboard',
  'errors',
  'consent',
  'companies',
  'conditions',
  'users',
  'stock',
  'inventory',
  'requests',
  'jobs',
  'quiz',
  'public',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const resources = {
  fr: {
    common: frCommon,
    catalog: frCatalog,
    auth: frAuth,
    settings: frSettings,
    dashboard: frDashboard,
    errors: frErrors,
    consent: frConsent,
    companies: frCompanies,
    conditions: frConditions,
    users: frUsers,
    stock: frStock,
    inventory: frInventory,
    requests: frRequests,
    jobs: frJobs,
    public: frPublic,
    quiz: frQuiz,
  },
  en: {
    common: enCommon,
    catalog: enCatalog,
    auth: enAuth,
    settings: enSettings,
    dashboard: enDashboard,
    errors: enErrors,
    consent: enConsent,
    companies: enCompanies,
    conditions: enConditions,
    users: enUsers,
    stock: enStock,
    inventory: enInventory,
    requests: enRequests,
    jobs: enJobs,
    public: enPublic,
    quiz: enQuiz,
  },
  nl: {
    common: nlCommon,
    catalog: nlCatalog,
    auth: nlAuth,
    settings: nlSettings,
    dashboard: nlDashboard,
    errors: nlErrors,
    consent: nlConsent,
    companies: nlCompanies,
    conditions: nlConditions,
    users: nlUsers,
    stock: nlStock,
    inventory: nlInventory,
    requests: nlRequests,
    jobs: nlJobs,
    public: nlPublic,
    quiz: nlQuiz,
  },
} satisfies Record<Locale, Record<Namespace, object>>;

/** The locale is the URL's first segment; anything else falls back to the default. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

function initialLocale(): Locale {
  return typeof window === 'undefined' ? DEFAULT_LOCALE : localeFromPath(window.location.pathname);
}

/** The start of the console warning for a translation key that no catalogue has. */
export const MISSING_KEY_WARNING = '[i18n] missing translation';

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  ns: [...NAMESPACES],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  // Resources are bundled, so initialisation can finish before the first render.
  initAsync: false,
  // A key no catalogue has shows as the raw key on screen: say so in the console, where the
  // every-screen browser test (e2e/every-screen.spec.ts) and a developer both see it.
  saveMissing: true,
  missingKeyHandler: (_languages, namespace, key) => console.warn(`${MISSING_KEY_WARNING} ${namespace}:${key}`),
});

export { i18n };
