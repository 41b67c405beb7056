import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from '@playwright/test';
import { DEMO_COACH, logInAt } from '../support/accounts';
import { demoIds, openRoute, productRoutes, VIEWPORTS } from '../support/product-routes';

/**
 * `make screens`: a screenshot of every route at phone and desktop size, for each edition, on the demo data, and
 * an index.html to look at them all in a minute. Not part of `make test` (playwright.config.ts runs tools/ only
 * with E2E_TOOLS=1). The edition is chosen as on any dev host: ?edition= once, remembered in localStorage.
 */
const OUT = process.env.SCREENS_DIR ?? join(import.meta.dirname, '..', '..', 'screens');
const EDITIONS = [
  { edition: 'hoops', team: 'Demo Hoops' },
  { edition: 'lacrosse', team: 'Demo Lacrosse' },
  { edition: 'football', team: 'Demo Football' },
] as const;

const shots: { edition: string; viewport: string; route: string; file: string }[] = [];

for (const { edition, team } of EDITIONS) {
  for (const viewport of VIEWPORTS) {
    test(`screens: ${edition} at ${viewport.width}x${viewport.height}`, async ({ browser, request }) => {
      test.setTimeout(300_000);
      const routes = productRoutes(await demoIds(request, team));
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(`/login?edition=${edition}`);
      const folder = join(OUT, edition, viewport.name);
      mkdirSync(folder, { recursive: true });
      let signedIn = false;
      for (const [index, route] of routes.entries()) {
        if (route.signedIn && !signedIn) {
          await logInAt(page, DEMO_COACH);
          signedIn = true;
        }
        await openRoute(page, route);
        const file = join(folder, `${String(index + 1).padStart(2, '0')}-${route.name}.png`);
        await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
        shots.push({ edition, viewport: viewport.name, route: route.name, file: relative(OUT, file) });
      }
      await context.close();
    });
  }
}

test.afterAll(() => {
  const figure = (shot: (typeof shots)[number]) =>
    `<figure><a href="${shot.file}"><img src="${shot.file}" loading="lazy" alt="${shot.route}"></a><figcaption>${shot.route}</figcaption></figure>`;
  const sections = EDITIONS.flatMap(({ edition }) =>
    VIEWPORTS.map((viewport) => {
      const own = shots.filter((shot) => shot.edition === edition && shot.viewport === viewport.name);
      return `<h2>${edition}, ${viewport.name} (${viewport.width}x${viewport.height})</h2><div class="grid">${own.map(figure).join('')}</div>`;
    }),
  );
  writeFileSync(
    join(OUT, 'index.html'),
    `<!doctype html><meta charset="utf-8"><title>Chalktalk screens</title><style>body{font:14px sans-serif;margin:16px}` +
      `.grid{display:flex;flex-wrap:wrap;gap:12px}figure{margin:0;width:220px}img{width:220px;height:260px;object-fit:cover;` +
      `object-position:top;border:1px solid #ccc}</style><h1>Chalktalk: every route, per edition and size</h1>${sections.join('')}`,
  );
});
