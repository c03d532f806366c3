/**
 * What a signed-out visitor's first page downloads, read from the build's manifest (Vite `build.manifest`):
 * the bootstrap entry, the app it starts (app/start.tsx), the page's lazy route modules, and everything those
 * import statically. Sizes are what the server sends a browser that accepts brotli: the build's brotli copy of
 * the file (`.br`, apps/web/vite.config.ts) when it wrote one, else the file as is (under 1 kB the server does not
 * compress). The gzip size (level 9), what a browser without brotli receives, is given beside it.
 * Used by the budget check (bench/page-budget.ts, `npm run test:budget`) and the bench.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { GUEST_NAMESPACES, SIGN_IN_NAMESPACES } from '../apps/web/src/lib/guest-namespaces';

type ManifestEntry = {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};

/** The public first pages with the route modules the router loads for them (app/router.tsx and the features' route lists). */
const SITE = 'features/public-catalog/site';
export const PUBLIC_PAGES = [
  { name: 'login /fr', url: '/fr', modules: ['app/compositions/login-with-quiz-offer.tsx'], signIn: true },
  { name: 'home /fr/home', url: '/fr/home', modules: [`${SITE}/components/public-layout.tsx`, `${SITE}/routes/home-page.tsx`] },
  { name: 'bikes /fr/bikes', url: '/fr/bikes', modules: [`${SITE}/components/public-layout.tsx`, `${SITE}/routes/bikes-page.tsx`] },
  { name: 'a bike /fr/bikes/:id', url: null, modules: [`${SITE}/components/public-layout.tsx`, `${SITE}/routes/bike-page.tsx`] },
] as const;

/**
 * Catalogues a first page also fetches at run time (app/start.tsx): the visitor's language (French here), GUEST_NAMESPACES,
 * and on the sign-in pages SIGN_IN_NAMESPACES.
 */
const runtimeModules = (signIn: boolean) =>
  [...GUEST_NAMESPACES, ...(signIn ? SIGN_IN_NAMESPACES : [])].map((ns) => new RegExp(`locales/fr/${ns}\\.json$`));

export type PageWeight = { name: string; jsBytes: number; gzipBytes: number; jsFiles: number; files: string[] };

function readManifest(dist: string): Record<string, ManifestEntry> {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error('No Vite manifest: run `npm run build` first');
  return JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestEntry>;
}

export function publicPageWeights(dist: string): PageWeight[] {
  const manifest = readManifest(dist);
  // A module is its own chunk (key = its path), or was merged into a shared chunk named after it (key `_name-hash.js`).
  const keyOf = (module: string) => {
    const name = path.basename(module, path.extname(module));
    const key =
      Object.keys(manifest).find((k) => k.endsWith(module)) ??
      Object.keys(manifest).find((k) => k.startsWith('_') && manifest[k]!.name === name);
    if (!key) throw new Error(`${module} not found in the build's manifest`);
    return key;
  };
  const gzipSizeOf = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
  const sentSizeOf = (file: string) => {
    const brotli = path.join(dist, `${file}.br`);
    return fs.statSync(fs.existsSync(brotli) ? brotli : path.join(dist, file)).size;
  };

  return PUBLIC_PAGES.map((page) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const entry = manifest[key];
      if (!entry || files.has(entry.file)) return;
      files.add(entry.file);
      entry.imports?.forEach(visit);
    };
    for (const [key, entry] of Object.entries(manifest)) if (entry.isEntry && key.endsWith('index.html')) visit(key);
    visit(keyOf('app/start.tsx'));
    page.modules.forEach((m) => visit(keyOf(m)));
    // The build groups them in one chunk per language (vite.config.ts), named `guest-fr`; else one chunk each.
    for (const [key, entry] of Object.entries(manifest))
      if (entry.name === 'guest-fr' || runtimeModules('signIn' in page).some((p) => p.test(key))) visit(key);
    const js = [...files].filter((f) => f.endsWith('.js'));
    const sum = (sizeOf: (file: string) => number) => js.reduce((total, f) => total + sizeOf(f), 0);
    return { name: page.name, jsBytes: sum(sentSizeOf), gzipBytes: sum(gzipSizeOf), jsFiles: js.length, files: js };
  });
}
