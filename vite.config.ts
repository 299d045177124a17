import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The browser client: root src/web, built into dist/web, served by the Elysia process.
// `bun run build` builds it; `vite` dev server proxies the API to a running `bun run serve`.
// Every text asset also gets a brotli (.br, quality 11) and a gzip (.gz, level 9) twin, written
// once here; the server picks one by Accept-Encoding and never compresses at request time.
export default defineConfig({
  root: 'src/web',
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' })],
  build: { outDir: '../../dist/web', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 900 },
  server: {
    port: 5173,
    proxy: { '/graphql': 'http://localhost:3000', '/graphql-ws': { target: 'ws://localhost:3000', ws: true } },
  },
});
