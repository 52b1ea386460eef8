import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Where the dev server and `vite preview` send API calls: the gateway (override with SHOP_API_TARGET). */
const target = process.env.SHOP_API_TARGET ?? 'http://127.0.0.1:3000';

const proxy = {
  '/api': { target, changeOrigin: true },
  '/images': { target, changeOrigin: true },
  '/bots': { target, changeOrigin: true },
  '/socket.io': { target, changeOrigin: true, ws: true },
};

/** The page's one script (src/main.tsx). */
const ENTRY_PREFIX = 'assets/entry-';

/**
 * `vite build --ssr`: the server renderer as CommonJS the gateway can require (lazy pages stay separate chunks it
 * never loads for the pages it renders). It sits in a dot folder of dist, which the gateway never serves.
 */
const ssrBuild: UserConfig['build'] = {
  outDir: 'dist/.ssr',
  emptyOutDir: true,
  copyPublicDir: false,
  rolldownOptions: {
    input: 'src/entry-server.tsx',
    output: { format: 'cjs', entryFileNames: 'entry-server.cjs', chunkFileNames: '[name]-[hash].cjs' },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  server: { proxy },
  preview: { proxy },
  // The server bundle carries its own React, router and SWR: no CommonJS/ESM interop with node_modules.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? ssrBuild
    : {
        outDir: 'dist',
        emptyOutDir: true,
        chunkSizeWarningLimit: 1000,
        // One stylesheet in index.html: the server-rendered page must be styled before any script runs.
        cssCodeSplit: false,
        // The app starts after the first paint; preloading its chunks from the entry costs a long main-thread task
        // (a link element per chunk) for nothing, the browser fetches them as soon as it reads the app's imports.
        // Lazy pages keep their preloads. Every browser the app supports knows modulepreload: no polyfill.
        modulePreload: {
          polyfill: false,
          resolveDependencies: (_file, deps, { hostId, hostType }) =>
            hostType === 'js' && hostId.startsWith(ENTRY_PREFIX) ? [] : deps,
        },
        rolldownOptions: {
          // zod schema builders are pure: the first page keeps the shared constants without the schemas it never uses
          treeshake: { manualPureFunctions: ['z'] },
          output: { entryFileNames: `${ENTRY_PREFIX}[hash].js` },
        },
      },
}));
