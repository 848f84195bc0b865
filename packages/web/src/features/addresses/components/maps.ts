/**
 * The maps adapter: the few things the map-assisted address form needs from a maps library. The real one
 * (`googleMaps.ts`, the Google Maps JavaScript API loaded with the server's key) is a lazy chunk; tests pass
 * a fake through `configureMaps`, since Google's script cannot be fetched without the internet.
 */
import type { Point } from './location';

export type Unsubscribe = () => void;

export interface MapHandle {
  panTo(point: Point): void;
}

export interface MarkerHandle {
  setPosition(point: Point): void;
  /** The shopper dropped the marker at a new point. */
  onDragEnd(callback: (point: Point) => void): Unsubscribe;
}

/** A place the shopper chose from the suggestions, read into the form's address fields. */
export interface PlaceChoice {
  street?: string | undefined;
  locality?: string | undefined;
  city?: string | undefined;
  state?: string | undefined;
  postalCode?: string | undefined;
  point?: Point | undefined;
}

export interface AutocompleteHandle {
  onPlaceChanged(callback: (place: PlaceChoice) => void): Unsubscribe;
}

export interface MapsApi {
  createMap(element: HTMLElement, options: { center: Point; zoom: number }): MapHandle;
  createMarker(
    map: MapHandle,
    options: { position: Point; draggable: boolean; title: string },
  ): MarkerHandle;
  /** Suggestions (India only) on a text input the form keeps rendering and labelling. */
  createAutocomplete(input: HTMLInputElement): AutocompleteHandle;
}

/** Loads the maps library with the server's key; rejects when it cannot (network, timeout, bad key). */
export type MapsLoader = (key: string) => Promise<MapsApi>;

const defaultLoader: MapsLoader = (key) =>
  import('./googleMaps').then((module) => module.loadGoogleMaps(key));

let loader: MapsLoader = defaultLoader;

/** Tests: a fake maps library (the real Google loader when called without one). */
export function configureMaps(options: { loader?: MapsLoader } = {}): void {
  loader = options.loader ?? defaultLoader;
}

export function loadMaps(key: string): Promise<MapsApi> {
  return loader(key);
}
