import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The browser client: root src/web, built into dist/web, served by the Elysia process.
// `bun run build` builds it; `vite` dev server proxies the API to a running `bun run serve`.
export default defineConfig({
  root: 'src/web',
  plugins: [react()],
  build: { outDir: '../../dist/web', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 900 },
  server: {
    port: 5173,
    proxy: { '/graphql': 'http://localhost:3000', '/graphql-ws': { target: 'ws://localhost:3000', ws: true } },
  },
});
