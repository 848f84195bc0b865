/**
 * The map of the map-assisted address form: centred on the address's point (or the store's area), with a
 * draggable pin. Dropping the pin sets the point; a new point from elsewhere (a suggestion, the device
 * position, the postal code) moves the pin. The map only helps: the fields and the location button stay the
 * keyboard path to every value.
 */
import { useEffect, useRef } from 'react';
import { messages } from '../../../messages/addresses';
import type { Point } from './location';
import type { MapHandle, MapsApi, MarkerHandle } from './maps';
import '../addresses.css';

const ZOOM = 16;

export function MapPicker({
  maps,
  point,
  centre,
  hintId,
  onMove,
}: {
  maps: MapsApi;
  point: Point | undefined;
  /** Where the map opens when the address has no point yet. */
  centre: Point;
  hintId: string;
  onMove: (point: Point) => void;
}) {
  const element = useRef<HTMLDivElement>(null);
  const handles = useRef<{ map: MapHandle; marker: MarkerHandle }>(undefined);
  const onMoveRef = useRef(onMove);
  onMoveRef.current = onMove;
  const start = useRef(point ?? centre);

  useEffect(() => {
    if (!element.current) return;
    const map = maps.createMap(element.current, { center: start.current, zoom: ZOOM });
    const marker = maps.createMarker(map, {
      position: start.current,
      draggable: true,
      title: messages.address.pin,
    });
    handles.current = { map, marker };
    const stop = marker.onDragEnd((dropped) => onMoveRef.current(dropped));
    return () => {
      stop();
      handles.current = undefined;
    };
  }, [maps]);

  useEffect(() => {
    if (!point || !handles.current) return;
    handles.current.marker.setPosition(point);
    handles.current.map.panTo(point);
  }, [point]);

  return (
    <div
      ref={element}
      className="address-map"
      role="region"
      aria-label={messages.address.map}
      aria-describedby={hintId}
      data-testid="address-map"
    />
  );
}
