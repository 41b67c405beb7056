import type { Edition } from '@chalktalk/domain';

/**
 * Points the page's manifest, icon and apple-touch-icon at the edition's own (built by pwa/web-app-manifest.ts and
 * scripts/make-icons.mjs). The edition is only known in the browser, so index.html carries the hoops ones and
 * this swaps them before the browser offers to install.
 */
export function linkEditionManifest(edition: Edition, doc: Document = document): void {
  const links: [rel: string, href: string][] = [
    ['manifest', `/manifest-${edition}.webmanifest`],
    ['icon', `/icons/${edition}.svg`],
    ['apple-touch-icon', `/icons/${edition}-apple-180.png`],
  ];
  for (const [rel, href] of links) {
    let link = doc.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
    if (!link) {
      link = doc.createElement('link');
      link.rel = rel;
      doc.head.append(link);
    }
    link.setAttribute('href', href);
  }
}
