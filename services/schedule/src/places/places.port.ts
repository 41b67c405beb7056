/** A place a search found: what the event form stores as its location (spec: place id, lat, lng, name). */
export interface FoundPlace {
  placeId: string;
  name: string;
  /** The second line shown under the name (city and state, or the provider's address). */
  address: string;
  lat: number;
  lng: number;
}

/** Spec 1 §9: places search by text answers at most 5 results, US, English. */
export const PLACE_RESULTS = 5;

/**
 * The places port: search by text, US places in English. Embedded it is the offline gazetteer; distributed an
 * adapter for a Nominatim- or Photon-compatible service. Adapters throw PlacesUnavailable on any failure, which
 * the service answers as G009.
 */
export interface PlacesPort {
  search(query: string, limit: number): Promise<FoundPlace[]>;
}

export const PLACES_PORT = Symbol('PLACES_PORT');

export class PlacesUnavailable extends Error {}
