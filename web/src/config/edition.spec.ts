import { EDITION_SITE_NAMES, EDITIONS } from '@chalktalk/domain';
import { EDITION_STORAGE_KEY, editionConfig, editionFromHost, resolveEdition } from './edition';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('edition config', () => {
  it.each([
    ['hoops.chalktalk.app', 'hoops'],
    ['www.chalktalkhoops.com', 'hoops'],
    ['lacrosse.chalktalk.app', 'lacrosse'],
    ['football.chalktalk.app', 'football'],
    ['localhost', 'hoops'],
    ['chalktalk.app', 'hoops'],
  ])('maps host %s to %s', (host, edition) => {
    expect(editionFromHost(host)).toBe(edition);
  });

  it('lets ?edition= override on a dev host and remembers it', () => {
    const storage = memoryStorage();
    expect(resolveEdition({ hostname: 'localhost', search: '?edition=lacrosse', storage })).toBe('lacrosse');
    expect(storage.values.get(EDITION_STORAGE_KEY)).toBe('lacrosse');
    expect(resolveEdition({ hostname: 'localhost', search: '', storage })).toBe('lacrosse');
  });

  it('ignores the query override on production hosts', () => {
    const storage = memoryStorage({ [EDITION_STORAGE_KEY]: 'football' });
    expect(resolveEdition({ hostname: 'hoops.chalktalk.app', search: '?edition=lacrosse', storage })).toBe(
      'hoops',
    );
  });

  it('uses VITE_EDITION before the host name', () => {
    expect(
      resolveEdition({
        hostname: '127.0.0.1',
        search: '',
        storage: memoryStorage(),
        buildEdition: 'football',
      }),
    ).toBe('football');
  });

  it('names each edition as the mails do (notifications brands them from the same domain table)', () => {
    for (const edition of EDITIONS) expect(editionConfig(edition).siteName).toBe(EDITION_SITE_NAMES[edition]);
  });

  it('drives the site name and the sport lines offered', () => {
    expect(editionConfig('hoops').siteName).toBe('Chalktalk Hoops');
    expect(editionConfig('lacrosse').sportLines.map((line) => line.id)).toEqual([
      'LACROSSE_MENS',
      'LACROSSE_WOMENS',
      'LACROSSE_BOX',
    ]);
    expect(editionConfig('football').sportLines.map((line) => line.id)).toEqual([
      'FOOTBALL_HS',
      'FOOTBALL_COLLEGE',
    ]);
  });
});
