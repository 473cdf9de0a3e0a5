import type { BuildOptions } from 'vite';

/** Where the API listens in development; both sites' dev servers forward their API paths to it. */
export const apiTarget = 'http://localhost:3000';

/**
 * Packages each site must load exactly once. npm may nest a second copy of Mantine (packages/ui
 * and @mantine/notifications ask for slightly different versions); two copies would mean two
 * React contexts and a "MantineProvider was not found" error.
 */
export const singleCopies = [
  'react',
  'react-dom',
  '@mantine/core',
  '@mantine/hooks',
  'react-i18next',
  'i18next',
];

/** Mantine and the libraries it is built on, which no other part of the apps uses. */
const mantineModule =
  /[\\/]node_modules[\\/](@mantine[\\/](core|hooks)|@floating-ui|clsx|react-number-format|react-remove-scroll(-bar)?|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|detect-node-es|tslib)[\\/]/;

/**
 * The production build of the web app and of the admin site: `dist/` without source maps (they
 * would publish the source; the API refuses to serve any left by an older build), and the
 * libraries in chunks of their own, which change less often than the app and so stay cached
 * across releases.
 */
export const build: BuildOptions = {
  outDir: 'dist',
  emptyOutDir: true,
  sourcemap: false,
  chunkSizeWarningLimit: 600,
  rollupOptions: {
    output: {
      manualChunks(id) {
        if (!id.includes('node_modules')) return undefined;
        if (/[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id))
          return 'react';
        // Only the parts every screen needs: a chunk also takes in the modules it alone imports,
        // so the charts (with recharts and d3) and the date pickers named here would be loaded
        // on every screen instead of with the few lazy ones that use them.
        if (mantineModule.test(id)) return 'mantine';
        return undefined;
      },
    },
  },
};
