import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { GUEST_NAMESPACES } from './src/lib/guest-namespaces.ts';

/** `guest-fr` for `src/locales/fr/common.json` and the other GUEST_NAMESPACES (lib/i18n.ts); null otherwise. */
function guestCatalogues(id: string): string | null {
  const match = /[\\/]src[\\/]locales[\\/](\w+)[\\/](\w+)\.json$/.exec(id);
  return match && (GUEST_NAMESPACES as readonly string[]).includes(match[2]!) ? `guest-${match[1]}` : null;
}

const brotli = promisify(zlib.brotliCompress);

/**
 * Writes a brotli copy (`.br`, best quality) beside each script and stylesheet of the browser build, which the
 * server sends as is to browsers that accept it (apps/api/src/platform/spa.ts, `preCompressed`): about 13% fewer
 * bytes than gzip or the server's on-the-fly brotli (a low quality, to spare the CPU), at no cost per request.
 */
function precompress(): Plugin {
  return {
    name: 'veloport:precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async writeBundle(options, bundle) {
      const dir = options.dir!;
      await Promise.all(
        Object.values(bundle).map(async (file) => {
          if (!/\.(js|css|svg|json)$/.test(file.fileName)) return;
          const source = file.type === 'chunk' ? file.code : file.source;
          // The server compresses nothing under 1 kB (its compression threshold): neither does the build.
          if (source.length < 1024) return;
          const compressed = await brotli(source, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length },
          });
          await writeFile(path.join(dir, `${file.fileName}.br`), compressed);
        }),
      );
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // The server-side renderer (entry-server.tsx) is one self-contained bundle: it runs from wherever the build
  // was written (a temporary folder for browser tests), with no node_modules next to it.
  ssr: { noExternal: true },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // bench/page-weight.ts reads it: the budget check on what a first public page loads (`npm run test:budget`).
    manifest: true,
    // Route chunks import what they need themselves: no list of every chunk's dependencies in the app's entry (it
    // grew by a line per route and catalogue, and pushed the first public page over its 170 kB budget; issue 9).
    modulePreload: false,
    // One stylesheet: the few route styles (about 1 kB) ship with it, so a page the server rendered is laid out
    // right from its first paint instead of jumping when its route's stylesheet arrives.
    cssCodeSplit: false,
    rolldownOptions: {
      // Required by experimentalInlineCommonChunks below: the browser's chunks export nothing anyone else relies
      // on. Not for the server renderer, whose entry must keep its `render` export.
      ...(isSsrBuild ? {} : { preserveEntrySignatures: false as const }),
      // The server renderer imports every catalogue up front (lib/i18n-bundled.ts) besides the browser's lazy
      // loader: expected there, not worth a warning per catalogue.
      onwarn(warning, warn) {
        if (isSsrBuild && warning.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && warning.message.includes('/locales/')) return;
        warn(warning);
      },
      output: {
        // React and the router change less often than the app and are needed by every page: their own
        // chunk stays cached across deploys. Mantine is left to the per-route chunks so lazy pages keep
        // their own components out of the first load.
        codeSplitting: {
          // Small shared chunks (a Mantine component, a helper) are copied into the chunks that use them instead of
          // being fetched one by one: a first public page went from 40-70 script files to about 15, each costing
          // a request and its headers (issue 9). A page loads few route chunks, so little is loaded twice.
          ...(isSsrBuild ? {} : { experimentalInlineCommonChunks: { maxSize: 20_000 } }),
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            // What every page runs besides React: translations, TanStack Query, Mantine's core (theme, Box, styles API).
            // One file instead of four or five that the inlining of small chunks left (issue 9: ≤ 15 files).
            {
              name: 'framework',
              test: /node_modules[\\/](i18next|react-i18next|use-sync-external-store|@tanstack[\\/](query-core|react-query)|@mantine[\\/](core[\\/]esm[\\/]core|store)|clsx)[\\/]/,
            },
            // The catalogues every signed-out page fetches (GUEST_NAMESPACES of lib/i18n.ts) in one file per language:
            // one request instead of five. The signed-in app's other namespaces stay one chunk each.
            ...(isSsrBuild ? [] : [{ name: guestCatalogues, debugName: 'guest-catalogues' }]),
          ],
        },
      },
    },
  },
}));
