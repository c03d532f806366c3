import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
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
    // bench/login-assets.ts reads it to measure what the login page loads.
    manifest: true,
    // One stylesheet: the few route styles (about 1 kB) ship with it, so a page the server rendered is laid out
    // right from its first paint instead of jumping when its route's stylesheet arrives.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // React and the router change less often than the app and are needed by every page: their own
        // chunk stays cached across deploys. Mantine is left to the per-route chunks so lazy pages keep
        // their own components out of the first load.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
