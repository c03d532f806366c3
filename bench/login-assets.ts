import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

type ManifestEntry = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };

/** The JS and CSS a first visit to the login page downloads: the entry, the app it starts, their static imports, and the login route's chunk. */
export function loginPageAssets(dist: string) {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error('No Vite manifest: run `npm run build` first');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestEntry>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    entry.css?.forEach((c) => files.add(c));
    entry.imports?.forEach(visit);
  };
  // The entry is a bootstrap that imports the app (app/start.tsx) at once on a page like this one.
  for (const [key, entry] of Object.entries(manifest)) {
    if (!entry.isEntry) continue;
    visit(key);
    entry.dynamicImports?.filter((d) => /app\/start\.tsx$/.test(d)).forEach(visit);
  }
  // One stylesheet for the whole app (vite.config.ts: cssCodeSplit false), linked from index.html.
  if (manifest['style.css']) files.add(manifest['style.css'].file);
  const login = Object.keys(manifest).find((k) => /routes\/auth\/login\.tsx$/.test(k));
  if (!login) throw new Error('login route chunk not found in the manifest');
  visit(login);
  let js = 0;
  let css = 0;
  let jsFiles = 0;
  for (const f of files) {
    const size = zlib.gzipSync(fs.readFileSync(path.join(dist, f))).length;
    if (f.endsWith('.js')) {
      js += size;
      jsFiles += 1;
    } else if (f.endsWith('.css')) css += size;
  }
  return { jsKb: js / 1024, cssKb: css / 1024, jsFiles };
}
