/**
 * The address form's location: the map and its pin (with a maps library), "use my current location", the
 * point or that the postal code places it, the delivery area, the route from the store, and a clear message
 * outside the delivery area.
 */
import type { DistanceReply, ServiceabilityReply } from '@storefront/sdk';
import { Button } from '../../../components/Button';
import { messages } from '../../../messages/addresses';
import { STORE_AREA, type Point } from './location';
import type { MapsApi } from './maps';
import { MapPicker } from './MapPicker';

function RouteNote({ route }: { route: DistanceReply }) {
  return (
    <span className="notice notice-success small" data-testid="route">
      {messages.address.route(
        (route.Data.RouteLength / 1000).toFixed(1),
        Math.max(1, Math.round(route.Data.TimeDuration / 60)),
      )}{' '}
      {route.Estimated ? messages.address.estimated : ''}
    </span>
  );
}

function OutsideArea({ message }: { message: string }) {
  return (
    <div className="notice notice-error" role="alert">
      <strong>{messages.address.outsideArea}</strong>
      <p className="small">{message}</p>
    </div>
  );
}

export function AddressLocation({
  formId,
  maps,
  point,
  area,
  route,
  outside,
  locating,
  error,
  onMove,
  onLocate,
}: {
  formId: string;
  maps: MapsApi | undefined;
  point: Point | undefined;
  area: ServiceabilityReply | undefined;
  route: DistanceReply | undefined;
  /** The route or the delivery quote says the address is outside the delivery area. */
  outside: boolean;
  locating: boolean;
  error: string | undefined;
  onMove: (point: Point) => void;
  onLocate: () => void;
}) {
  return (
    <fieldset className="field">
      <legend className="field-label">{messages.address.location}</legend>
      {maps ? (
        <>
          <p id={`${formId}-map-hint`} className="muted small">
            {messages.address.mapHint}
          </p>
          <MapPicker
            maps={maps}
            point={point}
            centre={STORE_AREA}
            hintId={`${formId}-map-hint`}
            onMove={onMove}
          />
        </>
      ) : null}
      <Button variant="secondary" onClick={onLocate} disabled={locating}>
        {locating ? messages.address.locating : messages.address.useMyLocation}
      </Button>
      {point ? (
        <span className="muted small">
          {messages.address.locationSet(point.latitude.toFixed(4), point.longitude.toFixed(4))}
        </span>
      ) : null}
      {!point ? (
        <span className="muted small">{messages.address.locationFromPostalCode}</span>
      ) : null}
      {area?.Serviceable ? (
        <span className="notice notice-success small" data-testid="address-delivery-area">
          {area.Message}
        </span>
      ) : null}
      {error ? <span className="field-error">{error}</span> : null}
      {route && !route.Invalid ? <RouteNote route={route} /> : null}
      {outside ? (
        <OutsideArea
          message={
            point && area?.Serviceable === false ? area.Message : messages.address.outsideAreaHint
          }
        />
      ) : null}
    </fieldset>
  );
}
