/**
 * A fake maps library for the address form tests: it records the maps, pins and suggestion boxes the form
 * creates and lets a test choose a place or drag the pin. The real Google Maps script needs the internet.
 */
import type { Point } from '../features/addresses/components/location';
import type {
  AutocompleteHandle,
  MapHandle,
  MapsApi,
  MapsLoader,
  MarkerHandle,
  PlaceChoice,
} from '../features/addresses/components/maps';

export class FakeMap implements MapHandle {
  readonly panned: Point[] = [];
  constructor(
    readonly element: HTMLElement,
    readonly center: Point,
    readonly zoom: number,
  ) {}
  panTo(point: Point): void {
    this.panned.push(point);
  }
}

export class FakeMarker implements MarkerHandle {
  private readonly listeners = new Set<(point: Point) => void>();
  constructor(
    public position: Point,
    readonly draggable: boolean,
    readonly title: string,
  ) {}
  setPosition(point: Point): void {
    this.position = point;
  }
  onDragEnd(callback: (point: Point) => void): () => void {
    this.listeners.add(callback);
    return () => this.listeners.delete(callback);
  }
  /** The shopper drags the pin and drops it here. */
  drag(point: Point): void {
    this.position = point;
    for (const listener of this.listeners) listener(point);
  }
}

export class FakeAutocomplete implements AutocompleteHandle {
  private readonly listeners = new Set<(place: PlaceChoice) => void>();
  constructor(readonly input: HTMLInputElement) {}
  onPlaceChanged(callback: (place: PlaceChoice) => void): () => void {
    this.listeners.add(callback);
    return () => this.listeners.delete(callback);
  }
  /** The shopper picks this suggestion. */
  choose(place: PlaceChoice): void {
    for (const listener of this.listeners) listener(place);
  }
}

export class FakeMaps implements MapsApi {
  readonly keys: string[] = [];
  readonly maps: FakeMap[] = [];
  readonly markers: FakeMarker[] = [];
  readonly autocompletes: FakeAutocomplete[] = [];
  failLoad = false;

  readonly loader: MapsLoader = (key) => {
    this.keys.push(key);
    if (this.failLoad) return Promise.reject(new Error('Google Maps did not load: timeout'));
    return Promise.resolve(this);
  };

  createMap(element: HTMLElement, options: { center: Point; zoom: number }): FakeMap {
    const map = new FakeMap(element, options.center, options.zoom);
    this.maps.push(map);
    return map;
  }

  createMarker(
    _map: MapHandle,
    options: { position: Point; draggable: boolean; title: string },
  ): FakeMarker {
    const marker = new FakeMarker(options.position, options.draggable, options.title);
    this.markers.push(marker);
    return marker;
  }

  createAutocomplete(input: HTMLInputElement): FakeAutocomplete {
    const autocomplete = new FakeAutocomplete(input);
    this.autocompletes.push(autocomplete);
    return autocomplete;
  }
}
