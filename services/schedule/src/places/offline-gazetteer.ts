import zipcodes from 'zipcodes';
import { type FoundPlace, type PlacesPort } from './places.port';

interface GazetteerEntry {
  place: FoundPlace;
  /** The city's name lowercased, for matching. */
  key: string;
  /** ZIP codes the city has: a stand-in for its size, to rank Springfield, IL over a hamlet. */
  zips: number;
}

const normalize = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9, ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The embedded places adapter: US cities and ZIP codes from the `zipcodes` package (no network). One entry per
 * city and state at its first ZIP's coordinates; a 5-digit query finds that ZIP. "City, ST" narrows to a state.
 * Ranked: exact name, then names starting with the text, then names containing it; bigger cities first.
 */
export class OfflineGazetteer implements PlacesPort {
  private index: GazetteerEntry[] | null = null;

  /** Built on the first search (about a second for 40 000 ZIP codes), not while the service starts. */
  private get entries(): GazetteerEntry[] {
    this.index ??= OfflineGazetteer.build();
    return this.index;
  }

  private static build(): GazetteerEntry[] {
    const byCity = new Map<string, GazetteerEntry>();
    for (const code of Object.values(zipcodes.codes)) {
      if (code.country !== 'US') continue;
      const id = `${code.city}|${code.state}`;
      const found = byCity.get(id);
      if (found) {
        found.zips += 1;
        continue;
      }
      byCity.set(id, {
        key: normalize(code.city),
        zips: 1,
        place: {
          placeId: `us-city:${code.state}:${normalize(code.city).replace(/ /g, '-')}`,
          name: `${code.city}, ${code.state}`,
          address: `${code.city}, ${code.state}, United States`,
          lat: code.latitude,
          lng: code.longitude,
        },
      });
    }
    return [...byCity.values()].sort((a, b) => b.zips - a.zips);
  }

  search(query: string, limit: number): Promise<FoundPlace[]> {
    return Promise.resolve(this.find(query, limit));
  }

  private find(query: string, limit: number): FoundPlace[] {
    const text = normalize(query);
    if (!text) return [];
    if (/^\d{5}$/.test(text)) {
      const code = zipcodes.lookup(text);
      if (!code || code.country !== 'US') return [];
      return [
        {
          placeId: `us-zip:${code.zip}`,
          name: `${code.city}, ${code.state} ${code.zip}`,
          address: `${code.city}, ${code.state} ${code.zip}, United States`,
          lat: code.latitude,
          lng: code.longitude,
        },
      ];
    }
    const [city = '', state = ''] = text.split(',').map((part) => part.trim());
    const inState = (entry: GazetteerEntry) =>
      !state || entry.place.placeId.startsWith(`us-city:${state.toUpperCase()}:`);
    const ranked: GazetteerEntry[][] = [[], [], []];
    for (const entry of this.entries) {
      if (!inState(entry)) continue;
      if (entry.key === city) ranked[0]!.push(entry);
      else if (entry.key.startsWith(city)) ranked[1]!.push(entry);
      else if (city.length >= 3 && entry.key.includes(city)) ranked[2]!.push(entry);
      if (ranked[0]!.length >= limit) break;
    }
    return ranked
      .flat()
      .slice(0, limit)
      .map((entry) => entry.place);
  }
}
