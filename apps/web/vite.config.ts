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
    rolldownOptions: {
      input: { index: 'index.html', splash: 'splash.html' },
      output: {
        // A phone pays a round trip per file, so the code every page needs comes in three files
        // instead of thirty small shared chunks; each page's own code stays split (decision 0013).
        codeSplitting: {
          groups: [
            // React alone, so that boot.ts can run it in a task of its own.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 30,
            },
            {
              name: 'vendor',
              test: /node_modules[\\/](@tanstack|lucide-react|openapi-fetch|zod)[\\/]/,
              priority: 20,
            },
            {
              name: 'app',
              // The signed-in frame (shell) and what it shows on every page: the game's shared
              // queries and the countdown; the rest of features/game goes with the pages using it.
              test: /packages[\\/]engine[\\/]src|apps[\\/]web[\\/]src[\\/](lib[\\/]|components[\\/](ui|layout)[\\/]|features[\\/](auth|live|shell)[\\/]|features[\\/]game[\\/](game-api|countdown))/,
              priority: 10,
            },
            {
              // The small modules pages share (features' API calls, texts and models): one file
              // instead of a dozen of 1–3 KB; a phone on HTTP/1.1 fetches six at a time (0043).
              name: 'shared',
              test: /apps[\\/]web[\\/]src[\\/]features[\\/]/,
              minShareCount: 2,
              maxModuleSize: 12_000,
              priority: 5,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
});
