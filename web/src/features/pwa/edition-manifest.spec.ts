import { linkEditionManifest } from './edition-manifest';

describe('linkEditionManifest', () => {
  beforeEach(() => {
    document.head.innerHTML = '<link rel="manifest" href="/manifest-hoops.webmanifest" />';
  });

  it("points the manifest and the icons at the edition's own", () => {
    linkEditionManifest('lacrosse');
    const href = (rel: string) => document.head.querySelector(`link[rel="${rel}"]`)?.getAttribute('href');
    expect(href('manifest')).toBe('/manifest-lacrosse.webmanifest');
    expect(href('icon')).toBe('/icons/lacrosse.svg');
    expect(href('apple-touch-icon')).toBe('/icons/lacrosse-apple-180.png');
    expect(document.head.querySelectorAll('link[rel="manifest"]')).toHaveLength(1);
  });
});
