/**
 * Renders the app's PNG icons from our SVGs with Debian's Chromium (playwright-core), for the web
 * app manifest (Chrome's install prompt wants PNGs of 192 and 512 pixels) and the notification
 * badge. Run after changing an SVG: `bun scripts/render-icons.ts`; the PNGs are committed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const DIR = 'src/web/public/icons';
const OUT = [
  { svg: 'icon.svg', png: 'icon-192.png', size: 192 },
  { svg: 'icon.svg', png: 'icon-512.png', size: 512 },
  { svg: 'icon-maskable.svg', png: 'icon-maskable-512.png', size: 512 },
  { svg: 'badge.svg', png: 'badge-96.png', size: 96 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const { svg, png, size } of OUT) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const markup = readFileSync(`${DIR}/${svg}`, 'utf8').replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${markup}</body></html>`);
    writeFileSync(`${DIR}/${png}`, await page.locator('svg').screenshot({ omitBackground: true }));
    await page.close();
    console.log(`${DIR}/${png}`);
  }
} finally {
  await browser.close();
}
