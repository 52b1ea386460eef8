import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Where the dev server and `vite preview` send API calls: the gateway (override with SHOP_API_TARGET). */
const target = process.env.SHOP_API_TARGET ?? 'http://127.0.0.1:3000';

const proxy = {
  '/api': { target, changeOrigin: true },
  '/images': { target, changeOrigin: true },
  '/bots': { target, changeOrigin: true },
  '/socket.io': { target, changeOrigin: true, ws: true },
};

export default defineConfig({
  plugins: [react()],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1000,
    // zod schema builders are pure: the first page keeps the shared constants without the schemas it never uses
    rolldownOptions: { treeshake: { manualPureFunctions: ['z'] } },
  },
});
