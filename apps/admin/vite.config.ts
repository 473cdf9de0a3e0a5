import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { apiTarget, build, singleCopies } from '../../vite.shared';
import { precompress } from '../../vite.precompress';

/** The API paths the admin site calls; in development Vite forwards them to the API on port 3000. */
const apiPaths = ['/admin-api', '/authentication', '/api'];

/**
 * The staff site. The API serves the build under /admin on the app's origin (baseAdminUrl
 * defaults to `${PUBLIC_URL}/admin`), so every asset URL starts with /admin/.
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react(), precompress()],
  resolve: { dedupe: singleCopies },
  server: {
    port: 5174,
    strictPort: true,
    proxy: Object.fromEntries(
      apiPaths.map((path) => [path, { target: apiTarget, changeOrigin: true }]),
    ),
  },
  preview: { port: 4174 },
  build,
});
