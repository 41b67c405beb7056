import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PlacesUnavailable } from './places.port';
import { RemotePlacesAdapter } from './remote-places.adapter';

/** A local stand-in for a Nominatim- or Photon-compatible service: answers by path, records what it was asked. */
describe('RemotePlacesAdapter', () => {
  let server: Server;
  let base: string;
  const asked: URL[] = [];
  let failWith = 0;

  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url!, 'http://x');
      asked.push(url);
      if (failWith) {
        res.writeHead(failWith).end();
        return;
      }
      res.setHeader('content-type', 'application/json');
      if (url.pathname === '/search')
        res.end(
          JSON.stringify([
            {
              osm_type: 'way',
              osm_id: 42,
              lat: '42.3467',
              lon: '-71.0972',
              name: 'Fenway Park',
              display_name: 'Fenway Park, 4 Jersey Street, Boston, Massachusetts, 02215, United States',
            },
          ]),
        );
      else
        res.end(
          JSON.stringify({
            features: [
              {
                geometry: { coordinates: [-71.0972, 42.3467] },
                properties: {
                  osm_type: 'W',
                  osm_id: 42,
                  name: 'Fenway Park',
                  street: 'Jersey Street',
                  city: 'Boston',
                  state: 'Massachusetts',
                  postcode: '02215',
                },
              },
            ],
          }),
        );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    asked.length = 0;
    failWith = 0;
  });

  it('asks a Nominatim-compatible service for 5 US places in English', async () => {
    const places = await new RemotePlacesAdapter('nominatim', base).search('Fenway', 5);
    expect(asked[0]!.pathname).toBe('/search');
    expect(Object.fromEntries(asked[0]!.searchParams)).toMatchObject({
      q: 'Fenway',
      format: 'jsonv2',
      countrycodes: 'us',
      'accept-language': 'en',
      limit: '5',
    });
    expect(places).toEqual([
      {
        placeId: 'osm:way:42',
        name: 'Fenway Park',
        address: 'Fenway Park, 4 Jersey Street, Boston, Massachusetts, 02215, United States',
        lat: 42.3467,
        lng: -71.0972,
      },
    ]);
  });

  it('asks a Photon-compatible service in English within the US', async () => {
    const places = await new RemotePlacesAdapter('photon', base).search('Fenway', 5);
    expect(asked[0]!.pathname).toBe('/api');
    expect(asked[0]!.searchParams.get('lang')).toBe('en');
    expect(asked[0]!.searchParams.get('bbox')).toBeTruthy();
    expect(places[0]).toMatchObject({
      name: 'Fenway Park',
      address: 'Jersey Street, Boston, Massachusetts 02215',
      lat: 42.3467,
      lng: -71.0972,
    });
  });

  it('turns an error answer or an unreachable service into PlacesUnavailable', async () => {
    failWith = 503;
    await expect(new RemotePlacesAdapter('nominatim', base).search('Fenway', 5)).rejects.toBeInstanceOf(
      PlacesUnavailable,
    );
    await expect(
      new RemotePlacesAdapter('photon', 'http://127.0.0.1:9').search('Fenway', 5),
    ).rejects.toBeInstanceOf(PlacesUnavailable);
  });
});
