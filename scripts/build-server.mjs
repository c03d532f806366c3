// Builds the API server once into plain JavaScript (apps/api/dist), so a start or a restart runs `node` on it
// instead of transpiling TypeScript at every start (issue 24 point 7, decision 071).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
/** Where the server's JavaScript goes; `node apps/api/dist/server.js` is the production command. */
export const SERVER_DIST = path.join(root, 'apps/api/dist');
/** The programs built: the server, and the command that creates the first admin (point 14). */
const ENTRIES = { server: 'apps/api/src/server.ts', 'create-admin': 'apps/api/src/db/create-admin-cli.ts' };
const SOURCES = ['apps/api/src', 'packages/domain/src', 'apps/api/package.json', 'scripts/build-server.mjs'];

function newestMtime(p) {
  const full = path.join(root, p);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(full).reduce((m, name) => Math.max(m, newestMtime(path.join(p, name))), stat.mtimeMs);
}

export function serverBuildIsFresh(outDir = SERVER_DIST) {
  const built = Object.keys(ENTRIES).map((name) => path.join(outDir, `${name}.js`));
  if (!built.every((f) => fs.existsSync(f))) return false;
  const oldest = Math.min(...built.map((f) => fs.statSync(f).mtimeMs));
  return SOURCES.every((s) => newestMtime(s) <= oldest);
}

/**
 * The bundle keeps reading its data files (migrations, XSDs, sample feeds) where they are in the source tree:
 * each module's `import.meta.dirname` / `import.meta.url` is rewritten to its own source folder, relative to the
 * bundle, so the repository can move as a whole.
 */
const sourceLocations = {
  name: 'veloport:source-locations',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      let contents = await fs.promises.readFile(args.path, 'utf8');
      if (contents.includes('import.meta.')) {
        const dir = JSON.stringify(path.relative(b.initialOptions.outdir, path.dirname(args.path)));
        const file = JSON.stringify(path.relative(b.initialOptions.outdir, args.path));
        contents = contents
          .replaceAll('import.meta.dirname', `__veloportPath.join(import.meta.dirname, ${dir})`)
          .replaceAll('import.meta.url', `__veloportUrl.pathToFileURL(__veloportPath.join(import.meta.dirname, ${file})).href`);
      }
      return { contents, loader: 'ts' };
    });
  },
};

/** Our own workspace packages (TypeScript sources) go into the bundle; every npm package stays in node_modules. */
const externalPackages = {
  name: 'veloport:external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@veloport/') ? undefined : { path: args.path, external: true }));
  },
};

/** Builds into `outDir` (default apps/api/dist); answers false after printing the errors. */
export async function buildServerInto(outDir = SERVER_DIST) {
  try {
    await build({
      absWorkingDir: root,
      entryPoints: ENTRIES,
      outdir: outDir,
      // One file per program, no shared chunks: each module's rewritten folder (below) is relative to the outdir.
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      sourcemap: true,
      logLevel: 'warning',
      banner: {
        js: "import * as __veloportPath from 'node:path'; import * as __veloportUrl from 'node:url';",
      },
      plugins: [externalPackages, sourceLocations],
    });
    fs.writeFileSync(path.join(outDir, 'package.json'), '{ "type": "module" }\n');
    return true;
  } catch {
    return false;
  }
}

export async function ensureServerBuild() {
  if (serverBuildIsFresh()) return;
  console.log('Building the server…');
  fs.rmSync(SERVER_DIST, { recursive: true, force: true });
  if (!(await buildServerInto())) process.exit(1);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv.includes('--if-stale')) await ensureServerBuild();
  else {
    fs.rmSync(SERVER_DIST, { recursive: true, force: true });
    if (!(await buildServerInto())) process.exit(1);
  }
}
