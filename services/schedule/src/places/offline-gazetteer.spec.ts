import { OfflineGazetteer } from './offline-gazetteer';

describe('OfflineGazetteer (embedded places, US)', () => {
  const gazetteer = new OfflineGazetteer();

  it('finds a city by name, the exact name first, at most the limit asked', async () => {
    const places = await gazetteer.search('Boston', 5);
    expect(places.length).toBeLessThanOrEqual(5);
    expect(places[0]).toMatchObject({ name: 'Boston, MA' });
    expect(places[0]!.lat).toBeCloseTo(42.3, 0);
    expect(places[0]!.lng).toBeCloseTo(-71.1, 0);
  });

  it('narrows "City, ST" to the state and finds ZIP codes', async () => {
    expect((await gazetteer.search('Springfield, IL', 5))[0]!.name).toBe('Springfield, IL');
    expect(await gazetteer.search('02118', 5)).toEqual([
      expect.objectContaining({ placeId: 'us-zip:02118', name: 'Boston, MA 02118' }),
    ]);
  });

  it('answers 5 results for a common prefix and none for nonsense, Canadian places left out', async () => {
    expect(await gazetteer.search('Spring', 5)).toHaveLength(5);
    expect(await gazetteer.search('zzqqxx', 5)).toEqual([]);
    // The package also has Canadian postal codes: only the US Torontos (Ohio, Kansas…) answer.
    const toronto = await gazetteer.search('Toronto', 5);
    expect(toronto.length).toBeGreaterThan(0);
    expect(toronto.some((p) => p.name.endsWith(', ON'))).toBe(false);
  });
});
