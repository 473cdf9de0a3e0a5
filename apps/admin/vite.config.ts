import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API paths the admin site calls; in development Vite forwards them to the API on port 3000. */
const apiPaths = ['/admin-api', '/authentication', '/api'];
const apiTarget = 'http://localhost:3000';

/**
 * The staff site. The API serves the build under /admin on the app's origin (baseAdminUrl
 * defaults to `${PUBLIC_URL}/admin`), so every asset URL starts with /admin/.
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: {
    // One copy of each: two would mean two React contexts (see apps/web/vite.config.ts).
    dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks', 'react-i18next', 'i18next'],
  },
  server: {
    port: 5174,
    strictPort: true,
    proxy: Object.fromEntries(
      apiPaths.map((path) => [path, { target: apiTarget, changeOrigin: true }]),
    ),
  },
  preview: { port: 4174 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
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
