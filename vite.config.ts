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

/**
 * Fewer, larger chunks: /base used to load about fifty files, and each one costs the main thread a
 * request (and Vite's preload link) on a slow phone. What every page loads first is one chunk; the
 * game's texts one (both languages: the second adds a few KB); the game's rules, data hooks and
 * shared components a handful, grouped by the screens that use them (a guest's register page takes
 * only the small one it needs, never the rules); each screen stays its own.
 */
const GAME_TEXTS = /src[\\/]web[\\/]lib[\\/]locales[\\/](play-en|play-de|galaxy|social|game-names|trade|rallies)\.ts$/;
// the rules, data hooks and components; not the texts, nor the few whose libraries are large and rarely needed
const GAME = /src[\\/](game|web[\\/](lib|components))[\\/]/;
const NOT_GAME = /[\\/](locales[\\/]|markdown\.tsx$|fair-dice\.ts$)/;
const CHUNK_GROUPS = [
  { name: 'app', tags: ['$initial' as const], priority: 3 },
  { name: 'game-texts', test: GAME_TEXTS, priority: 2 },
  {
    name: 'game',
    test: (id: string) => GAME.test(id) && !NOT_GAME.test(id),
    priority: 1,
    entriesAware: true,
    entriesAwareMergeThreshold: 30_000,
  },
];

// The browser client: root src/web, built into dist/web, served by the Elysia process.
// `bun run build` builds it; `vite` dev server proxies the API to a running `bun run serve`.
// Every text asset also gets a brotli (.br, quality 11) and a gzip (.gz, level 9) twin, written
// once here; the server picks one by Accept-Encoding and never compresses at request time.
export default defineConfig({
  root: 'src/web',
  plugins: [react(), sonnerWithoutInlineStyle(), compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' })],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: CHUNK_GROUPS },
        // a shared game chunk is named after every screen that loads it: keep its file name short
        chunkFileNames: (c) => `assets/${c.name.startsWith('game~') ? 'game' : '[name]'}-[hash].js`,
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/graphql': 'http://localhost:3000', '/graphql-ws': { target: 'ws://localhost:3000', ws: true } },
  },
});
