// Rasterises the edition icons into web/public/icons with Debian's Chromium:
//   node web/scripts/make-icons.mjs
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { editionIconSvg, EDITION_ACCENTS } from './edition-icons.mjs';

const OUT = new URL('../public/icons/', import.meta.url);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
for (const edition of Object.keys(EDITION_ACCENTS)) {
  writeFileSync(new URL(`${edition}.svg`, OUT), editionIconSvg(edition, 64));
  const variants = [
    [`${edition}-192.png`, 192, 0],
    [`${edition}-512.png`, 512, 0],
    [`${edition}-maskable-512.png`, 512, 12],
    [`${edition}-apple-180.png`, 180, 0],
  ];
  for (const [name, size, padding] of variants) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}</style>${editionIconSvg(edition, size, { padding })}`,
    );
    writeFileSync(new URL(name, OUT), await page.locator('svg').screenshot({ omitBackground: true }));
  }
}
await browser.close();
