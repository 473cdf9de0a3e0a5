import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { apiTarget, build, singleCopies } from '../../vite.shared';
import { precompress } from '../../vite.precompress';
import { firstScreenChunks } from './first-screen-chunks';
import { prerenderPages } from './prerender-pages';

/** Everything the API serves; in development Vite forwards it to the API on port 3000. */
const apiPaths = [
  '/api',
  '/authentication',
  '/passport',
  '/payment',
  '/admin-api',
  '/realtime',
  '/healthz',
  // The embedded development identity provider (sign-in without Google).
  '/dev-oidc',
];

export default defineConfig({
  plugins: [react(), precompress(), firstScreenChunks(), prerenderPages()],
  resolve: { dedupe: singleCopies },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(
      apiPaths.map((path) => [
        path,
        { target: apiTarget, changeOrigin: true, ws: path === '/realtime' },
      ]),
    ),
  },
  preview: { port: 4173 },
  build,
});
