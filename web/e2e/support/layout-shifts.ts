import type { Locator, Page } from '@playwright/test';

/** One layout shift the browser reported (Layout Instability API), with what moved. */
export interface LayoutShift {
  value: number;
  hadRecentInput: boolean;
  sources: string[];
}

/**
 * Records every layout shift of the page from its first paint (PerformanceObserver, buffered), before the page's
 * own scripts run. Call before the first navigation; read them with layoutShifts.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: unknown[] = [];
    (window as unknown as { __layoutShifts: unknown[] }).__layoutShifts = shifts;
    const describe = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.getAttribute('alt') ? `[alt="${node.getAttribute('alt')}"]` : ''}.${node.className}`
        : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      }[])
        shifts.push({
          value: entry.value,
          hadRecentInput: entry.hadRecentInput,
          sources: (entry.sources ?? []).map(
            (source) =>
              `${describe(source.node)} ${JSON.stringify(source.previousRect)} -> ${JSON.stringify(source.currentRect)}`,
          ),
        });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(() => (window as unknown as { __layoutShifts: LayoutShift[] }).__layoutShifts);
}

/** The natural width of the first loaded image the locator finds (0 while none has loaded). */
export function loadedWidth(images: Locator): Promise<number> {
  return images.evaluateAll((nodes) =>
    Math.max(
      0,
      ...nodes.map((node) =>
        (node as HTMLImageElement).complete ? (node as HTMLImageElement).naturalWidth : 0,
      ),
    ),
  );
}
