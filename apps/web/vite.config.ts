import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  // The router plugin must come before the React plugin.
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/route-tree.gen.ts',
      routeFileIgnorePattern: '\\.test\\.',
    }),
    react(),
  ],
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    // The server reads it to announce each page's chunks in the HTML (route-preloads.ts).
    manifest: true,
    // Two pages: the app, and the static splash the server sends for `/` (see splash.html).
    rolldownOptions: { input: { index: 'index.html', splash: 'splash.html' } },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
});
