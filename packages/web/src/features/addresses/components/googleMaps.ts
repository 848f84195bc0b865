/**
 * The real maps adapter: the Google Maps JavaScript API (with the Places library), loaded once with the
 * server's key by a script tag, with a timeout. Loading fails on a network error, on the timeout or when
 * Google rejects the key (gm_authFailure); the form then falls back to the plain fields. Only the few parts
 * of the API the adapter uses are typed here.
 */
import type { Point } from './location';
import type { MapsApi, PlaceChoice } from './maps';

interface LatLng {
  lat(): number;
  lng(): number;
}
interface GoogleListener {
  remove(): void;
}
interface GoogleMap {
  panTo(position: { lat: number; lng: number }): void;
}
interface GoogleMarker {
  setPosition(position: { lat: number; lng: number }): void;
  getPosition(): LatLng | null | undefined;
  addListener(event: string, handler: () => void): GoogleListener;
}
interface AddressComponent {
  long_name: string;
  types: string[];
}
interface GooglePlace {
  address_components?: AddressComponent[];
  geometry?: { location?: LatLng };
}
interface GoogleAutocomplete {
  getPlace(): GooglePlace;
  addListener(event: string, handler: () => void): GoogleListener;
}
interface GoogleMapsNamespace {
  Map: new (element: HTMLElement, options: Record<string, unknown>) => GoogleMap;
  Marker: new (options: Record<string, unknown>) => GoogleMarker;
  places: {
    Autocomplete: new (
      input: HTMLInputElement,
      options: Record<string, unknown>,
    ) => GoogleAutocomplete;
  };
}
type MapsWindow = Window & {
  google?: { maps?: GoogleMapsNamespace };
  gm_authFailure?: () => void;
  __storefrontMapsReady?: () => void;
};

const SCRIPT_URL = 'https://maps.googleapis.com/maps/api/js';
const CALLBACK = '__storefrontMapsReady';
export const LOAD_TIMEOUT_MS = 10_000;

let loading: Promise<GoogleMapsNamespace> | undefined;

function injectScript(key: string, timeoutMs: number): Promise<GoogleMapsNamespace> {
  const w = window as MapsWindow;
  if (w.google?.maps?.places) return Promise.resolve(w.google.maps);
  return new Promise<GoogleMapsNamespace>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (reason: string) => {
      clearTimeout(timer);
      script.remove();
      reject(new Error(`Google Maps did not load: ${reason}`));
    };
    const timer = setTimeout(() => fail('timeout'), timeoutMs);
    w[CALLBACK] = () => {
      clearTimeout(timer);
      const maps = w.google?.maps;
      if (maps?.places) resolve(maps);
      else fail('no Places library');
    };
    w.gm_authFailure = () => fail('the key was refused');
    const query = new URLSearchParams({
      key,
      libraries: 'places',
      loading: 'async',
      callback: CALLBACK,
    });
    script.src = `${SCRIPT_URL}?${query.toString()}`;
    script.async = true;
    script.onerror = () => fail('network error');
    document.head.append(script);
  });
}

function pointOf(position: LatLng | null | undefined): Point | undefined {
  return position ? { latitude: position.lat(), longitude: position.lng() } : undefined;
}

function toLatLng(point: Point) {
  return { lat: point.latitude, lng: point.longitude };
}

/** Google's address components read into the form's fields (Indian addresses). */
export function readPlace(place: GooglePlace): PlaceChoice {
  const part = (...types: string[]) =>
    place.address_components?.find((component) =>
      types.some((type) => component.types.includes(type)),
    )?.long_name;
  const street = [part('premise', 'street_number'), part('route')].filter(Boolean).join(', ');
  return {
    street: street || undefined,
    locality: part('sublocality_level_1', 'sublocality', 'neighborhood'),
    city: part('locality', 'administrative_area_level_3'),
    state: part('administrative_area_level_1'),
    postalCode: part('postal_code'),
    point: pointOf(place.geometry?.location),
  };
}

/** Enter picks the highlighted suggestion; it must not also submit the form around the input. */
function keepEnterForSuggestions(event: KeyboardEvent): void {
  if (event.key !== 'Enter') return;
  const open = [...document.querySelectorAll<HTMLElement>('.pac-container')].some(
    (box) => box.style.display !== 'none' && box.querySelector('.pac-item') !== null,
  );
  if (open) event.preventDefault();
}

/** One suggestion box per input, even when React runs an effect twice (development's StrictMode). */
const autocompletes = new WeakMap<HTMLInputElement, GoogleAutocomplete>();

function adapter(maps: GoogleMapsNamespace): MapsApi {
  const real = new WeakMap<object, GoogleMap>();
  return {
    createMap(element, { center, zoom }) {
      const map = new maps.Map(element, {
        center: toLatLng(center),
        zoom,
        streetViewControl: false,
        mapTypeControl: false,
        fullscreenControl: false,
        keyboardShortcuts: true,
      });
      const handle = { panTo: (point: Point) => map.panTo(toLatLng(point)) };
      real.set(handle, map);
      return handle;
    },
    createMarker(mapHandle, { position, draggable, title }) {
      const marker = new maps.Marker({
        map: real.get(mapHandle),
        position: toLatLng(position),
        draggable,
        title,
      });
      return {
        setPosition: (point) => marker.setPosition(toLatLng(point)),
        onDragEnd(callback) {
          const listener = marker.addListener('dragend', () => {
            const point = pointOf(marker.getPosition());
            if (point) callback(point);
          });
          return () => listener.remove();
        },
      };
    },
    createAutocomplete(input) {
      const autocomplete =
        autocompletes.get(input) ??
        new maps.places.Autocomplete(input, {
          componentRestrictions: { country: 'in' },
          fields: ['address_components', 'geometry'],
          types: ['address'],
        });
      if (!autocompletes.has(input)) input.addEventListener('keydown', keepEnterForSuggestions);
      autocompletes.set(input, autocomplete);
      return {
        onPlaceChanged(callback) {
          const listener = autocomplete.addListener('place_changed', () =>
            callback(readPlace(autocomplete.getPlace())),
          );
          return () => listener.remove();
        },
      };
    },
  };
}

/** Loads the API once per page (a failed load may be tried again on the next visit to the form). */
export function loadGoogleMaps(key: string, timeoutMs = LOAD_TIMEOUT_MS): Promise<MapsApi> {
  loading ??= injectScript(key, timeoutMs).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading.then(adapter);
}
