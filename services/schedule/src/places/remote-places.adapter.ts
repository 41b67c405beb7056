import { type FoundPlace, PlacesUnavailable, type PlacesPort } from './places.port';

/** Slower than this and the form's search gives up (G009) rather than hang. */
const TIMEOUT_MS = 5_000;

interface NominatimHit {
  place_id?: number | string;
  osm_type?: string;
  osm_id?: number | string;
  lat: string;
  lon: string;
  name?: string;
  display_name?: string;
}

interface PhotonFeature {
  geometry?: { coordinates?: [number, number] };
  properties?: {
    osm_type?: string;
    osm_id?: number;
    name?: string;
    street?: string;
    housenumber?: string;
    city?: string;
    state?: string;
    postcode?: string;
  };
}

/**
 * The distributed places adapter: a Nominatim-compatible (`/search?format=jsonv2`) or Photon-compatible (`/api`)
 * service at PLACES_URL, asked for US places in English. Any failure (network, timeout, a non-2xx answer, a body
 * that is not the expected shape) is PlacesUnavailable.
 */
export class RemotePlacesAdapter implements PlacesPort {
  constructor(
    private readonly kind: 'nominatim' | 'photon',
    private readonly baseUrl: string,
    private readonly userAgent = 'Chalktalk schedule (places search)',
  ) {}

  async search(query: string, limit: number): Promise<FoundPlace[]> {
    const url = this.kind === 'nominatim' ? this.nominatimUrl(query, limit) : this.photonUrl(query, limit);
    let body: unknown;
    try {
      const res = await fetch(url, {
        headers: { accept: 'application/json', 'accept-language': 'en', 'user-agent': this.userAgent },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) throw new PlacesUnavailable(`places service answered ${res.status}`);
      body = await res.json();
    } catch (e) {
      throw e instanceof PlacesUnavailable ? e : new PlacesUnavailable((e as Error).message);
    }
    const places = this.kind === 'nominatim' ? this.fromNominatim(body) : this.fromPhoton(body);
    return places.slice(0, limit);
  }

  private nominatimUrl(query: string, limit: number) {
    const url = new URL('search', this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`);
    url.search = new URLSearchParams({
      q: query,
      format: 'jsonv2',
      countrycodes: 'us',
      'accept-language': 'en',
      limit: String(limit),
    }).toString();
    return url;
  }

  private photonUrl(query: string, limit: number) {
    const url = new URL('api', this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`);
    // Photon has no country filter: a bounding box around the US states (Alaska and Hawaii included).
    url.search = new URLSearchParams({
      q: query,
      lang: 'en',
      limit: String(limit),
      bbox: '-179.9,18.5,-66.9,71.5',
    }).toString();
    return url;
  }

  private fromNominatim(body: unknown): FoundPlace[] {
    if (!Array.isArray(body)) throw new PlacesUnavailable('unexpected Nominatim answer');
    return (body as NominatimHit[]).map((hit) => {
      const display = hit.display_name ?? '';
      return {
        placeId: `osm:${hit.osm_type ?? 'place'}:${hit.osm_id ?? hit.place_id}`,
        name: hit.name || display.split(',')[0] || display,
        address: display,
        lat: Number(hit.lat),
        lng: Number(hit.lon),
      };
    });
  }

  private fromPhoton(body: unknown): FoundPlace[] {
    const features = (body as { features?: unknown } | null)?.features;
    if (!Array.isArray(features)) throw new PlacesUnavailable('unexpected Photon answer');
    return (features as PhotonFeature[])
      .filter((f) => f.geometry?.coordinates && f.properties)
      .map((f) => {
        const p = f.properties!;
        const street = [p.housenumber, p.street].filter(Boolean).join(' ');
        const name = p.name || street || p.city || '';
        return {
          placeId: `osm:${p.osm_type ?? 'place'}:${p.osm_id ?? name}`,
          name,
          address: [street !== name ? street : '', p.city, [p.state, p.postcode].filter(Boolean).join(' ')]
            .filter(Boolean)
            .join(', '),
          lat: f.geometry!.coordinates![1],
          lng: f.geometry!.coordinates![0],
        };
      });
  }
}
