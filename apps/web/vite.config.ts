import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
const apiTarget = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // npm may nest a second copy of Mantine (packages/ui and @mantine/notifications ask for
    // slightly different versions); two copies would mean two React contexts and a
    // "MantineProvider was not found" error, so the app always uses a single copy.
    dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks', 'react-i18next', 'i18next'],
  },
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
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Libraries change less often than the app: separate chunks stay cached across releases.
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      output: {
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id))
            return 'react';
          if (/[\\/]node_modules[\\/](@mantine|@floating-ui)[\\/]/.test(id)) return 'mantine';
          return undefined;
        },
      },
    },
  },
});
