import type { Page } from '@playwright/test';

/**
 * The kit's CSS is split per chunk (vite-plugins/kit-styles-per-component.ts), so a kit component can only
 * render unstyled if its stylesheet never arrived. Mantine gives each styled part a class `m_<hash>` that its
 * CSS file defines: this lists the ones on the page that no loaded stylesheet mentions (with the static
 * `mantine-*` class beside them, for the message). Empty means every kit element on the page has its CSS.
 */
export async function unstyledKitElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const defined = new Set<string>();
    const collect = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule)
          for (const match of rule.selectorText.matchAll(/\.(m_[0-9a-f]{8})/g)) defined.add(match[1]!);
        if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules);
    const missing = new Map<string, string>();
    for (const element of Array.from(document.querySelectorAll('[class*="m_"]'))) {
      const classes = Array.from(element.classList);
      for (const name of classes.filter((one) => /^m_[0-9a-f]{8}$/.test(one) && !defined.has(one)))
        missing.set(name, classes.find((one) => one.startsWith('mantine-')) ?? element.tagName.toLowerCase());
    }
    return [...missing].map(([name, part]) => `${part} (${name})`);
  });
}
