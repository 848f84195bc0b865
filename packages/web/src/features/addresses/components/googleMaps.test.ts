import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Loader = typeof import('./googleMaps');
type MapsWindow = Window & {
  google?: unknown;
  gm_authFailure?: () => void;
  __storefrontMapsReady?: () => void;
};
const w = window as MapsWindow;

let loader: Loader;
beforeEach(async () => {
  vi.resetModules();
  loader = await import('./googleMaps');
});
afterEach(() => {
  for (const script of document.querySelectorAll('script')) script.remove();
  delete w.google;
  delete w.__storefrontMapsReady;
  delete w.gm_authFailure;
});

function mapsScripts(): HTMLScriptElement[] {
  return [
    ...document.querySelectorAll<HTMLScriptElement>('script[src^="https://maps.googleapis.com/"]'),
  ];
}

/** What Google's script defines before it calls the callback: only the constructors the adapter uses. */
function googleArrives() {
  const created: Record<string, unknown>[] = [];
  class Listening {
    addListener() {
      return { remove() {} };
    }
  }
  w.google = {
    maps: {
      Map: class extends Listening {
        constructor(_element: HTMLElement, options: Record<string, unknown>) {
          super();
          created.push({ kind: 'map', ...options });
        }
        panTo() {}
      },
      Marker: class extends Listening {
        constructor(options: Record<string, unknown>) {
          super();
          created.push({ kind: 'marker', ...options });
        }
        setPosition() {}
        getPosition() {
          return undefined;
        }
      },
      places: {
        Autocomplete: class extends Listening {
          constructor() {
            super();
            created.push({ kind: 'autocomplete' });
          }
        },
      },
    },
  };
  w.__storefrontMapsReady?.();
  return created;
}

describe('the Google Maps loader', () => {
  it('adds one script tag with the key, the Places library, async loading and its callback', async () => {
    const first = loader.loadGoogleMaps('key 1', 5_000);
    const second = loader.loadGoogleMaps('key 1', 5_000);
    expect(mapsScripts()).toHaveLength(1);
    const url = new URL(mapsScripts()[0]!.src);
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/js');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      key: 'key 1',
      libraries: 'places',
      loading: 'async',
      callback: '__storefrontMapsReady',
    });

    const created = googleArrives();
    const maps = await first;
    await second;
    const map = maps.createMap(document.createElement('div'), {
      center: { latitude: 12.93, longitude: 77.62 },
      zoom: 16,
    });
    maps.createMarker(map, {
      position: { latitude: 12.93, longitude: 77.62 },
      draggable: true,
      title: 'Delivery location',
    });
    expect(created).toEqual([
      expect.objectContaining({ kind: 'map', center: { lat: 12.93, lng: 77.62 }, zoom: 16 }),
      expect.objectContaining({ kind: 'marker', draggable: true, title: 'Delivery location' }),
    ]);
  });

  it('gives up after the timeout, removes the script and tries again on the next call', async () => {
    await expect(loader.loadGoogleMaps('key 1', 20)).rejects.toThrow('timeout');
    expect(mapsScripts()).toHaveLength(0);
    void loader.loadGoogleMaps('key 1', 5_000).catch(() => undefined);
    expect(mapsScripts()).toHaveLength(1);
  });

  it('fails when the script cannot be fetched or Google refuses the key', async () => {
    const offline = loader.loadGoogleMaps('key 1', 5_000);
    mapsScripts()[0]!.dispatchEvent(new Event('error'));
    await expect(offline).rejects.toThrow('network error');

    const refused = loader.loadGoogleMaps('bad key', 5_000);
    w.gm_authFailure?.();
    await expect(refused).rejects.toThrow('the key was refused');
  });
});

describe('the suggestion box', () => {
  it('is made once per input, and Enter on an open suggestion list does not submit the form', async () => {
    const loading = loader.loadGoogleMaps('key 1', 5_000);
    const created = googleArrives();
    const maps = await loading;
    const input = document.createElement('input');
    document.body.append(input);
    maps.createAutocomplete(input);
    maps.createAutocomplete(input);
    const enter = () => {
      const event = new KeyboardEvent('keydown', { key: 'Enter', cancelable: true });
      input.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(created).toEqual([{ kind: 'autocomplete' }]);
    expect(enter()).toBe(false);
    const box = document.createElement('div');
    box.className = 'pac-container';
    box.innerHTML = '<div class="pac-item">80 Feet Road</div>';
    document.body.append(box);
    expect(enter()).toBe(true);
    box.style.display = 'none';
    expect(enter()).toBe(false);
    box.remove();
    input.remove();
  });
});

describe('a chosen place', () => {
  it('is read into the street, locality, city, state, postal code and point', () => {
    const place = loader.readPlace({
      address_components: [
        { long_name: '12', types: ['street_number'] },
        { long_name: '80 Feet Road', types: ['route'] },
        { long_name: 'Koramangala', types: ['sublocality_level_1', 'sublocality'] },
        { long_name: 'Bengaluru', types: ['locality', 'political'] },
        { long_name: 'Karnataka', types: ['administrative_area_level_1'] },
        { long_name: '560034', types: ['postal_code'] },
      ],
      geometry: { location: { lat: () => 12.9345, lng: () => 77.6266 } },
    });
    expect(place).toEqual({
      street: '12, 80 Feet Road',
      locality: 'Koramangala',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560034',
      point: { latitude: 12.9345, longitude: 77.6266 },
    });
  });
});
