import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { inlineGraphqlDocuments } from './build/inline-graphql-documents';
import { precompress } from './build/precompress';
import { routePreloadsPlugin } from './build/route-preloads';
import { scriptPriority } from './build/script-priority';

const gateway = process.env.GATEWAY_URL ?? 'http://localhost:8080';

export default defineConfig({
  base: '/admin/',
  // precompress() writes .br and .gz copies beside the built text files; the gateway sends the one a client accepts.
  // scriptPriority() lets the page's stylesheet go before its (deferred) module scripts: build/script-priority.ts.
  // routePreloadsPlugin() lists each signed-in route's chunks for the gateway to preload from the page: build/route-preloads.ts.
  plugins: [inlineGraphqlDocuments(), react(), tailwindcss(), scriptPriority(), routePreloadsPlugin(), precompress()],
  resolve: {
    // graphql-request's parse/print never run for string documents (src/lib/graphql-shim.ts explains).
    alias: [
      { find: /^graphql$/, replacement: fileURLToPath(new URL('./src/lib/graphql-shim.ts', import.meta.url)) },
      // Victory imports lodash function by function as CommonJS; the same functions from lodash-es are ES
      // modules, which minify and tree-shake far better in the lazy chart chunk.
      { find: /^lodash\/(.*?)(\.js)?$/, replacement: 'lodash-es/$1.js' },
    ],
  },
  server: { port: 5173, proxy: { '/ui': gateway } },
  build: {
    target: 'es2022',
    // Maps are written for bench/size's per-source table but not referenced from the bundles; the gateway never serves them in production.
    sourcemap: 'hidden',
    manifest: true,
    rolldownOptions: {
      output: {
        // React and its DOM renderer change rarely: one long-cached vendor chunk shared by every route.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
