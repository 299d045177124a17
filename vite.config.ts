import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * sonner injects its stylesheet as an inline <style> at import time, which the server's
 * Content-Security-Policy (style-src 'self') refuses: drop the injection, and the client imports
 * `sonner/dist/styles.css` into the built stylesheet instead.
 */
function sonnerWithoutInlineStyle(): Plugin {
  return {
    name: 'sonner-without-inline-style',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return null;
      const out = code.replace(/^__insertCSS\(/m, 'void (');
      if (out === code) throw new Error('sonner no longer injects its CSS with __insertCSS: check the CSP note in vite.config.ts');
      return { code: out, map: null };
    },
  };
}

// The browser client: root src/web, built into dist/web, served by the Elysia process.
// `bun run build` builds it; `vite` dev server proxies the API to a running `bun run serve`.
// Every text asset also gets a brotli (.br, quality 11) and a gzip (.gz, level 9) twin, written
// once here; the server picks one by Accept-Encoding and never compresses at request time.
export default defineConfig({
  root: 'src/web',
  plugins: [react(), sonnerWithoutInlineStyle(), compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' })],
  build: { outDir: '../../dist/web', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 900 },
  server: {
    port: 5173,
    proxy: { '/graphql': 'http://localhost:3000', '/graphql-ws': { target: 'ws://localhost:3000', ws: true } },
  },
});
