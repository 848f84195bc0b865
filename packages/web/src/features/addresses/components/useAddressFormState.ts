/**
 * The address form's state: the values and their errors, and the point: a saved address's, or one set in
 * this form (the device, the pin, a suggestion), which a new postal code then does not replace.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Address, DistanceReply, ServiceabilityReply } from '@storefront/sdk';
import { POSTAL_CODE_PATTERN } from '@storefront/sdk/core';
import { messages } from '../../../messages/addresses';
import type { MapProvider } from '../../../state/address';
import { deliveryAreaOf, routeTo } from '../../../state/addressCalls';
import {
  initialValues,
  valuesOfPlace,
  type FieldErrors,
  type FieldName,
  type Values,
} from './addressValues';
import { currentPosition, type Point } from './location';
import type { MapsApi, PlaceChoice } from './maps';

export function useAddressFormState(initial: Address | undefined) {
  const [values, setValues] = useState<Values>(() => initialValues(initial));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [point, setPoint] = useState<Point | undefined>(
    initial ? { latitude: initial.latitude, longitude: initial.longitude } : undefined,
  );
  // Set in this form (device, pin, suggestion): kept when the postal code changes; a saved one is not.
  const [pinned, setPinned] = useState(false);
  const [locating, setLocating] = useState(false);

  /** An exact point (the pin, a suggestion, the device): the postal code no longer stands in for it. */
  const moveTo = (next: Point) => {
    setPoint(next);
    setPinned(true);
    setErrors((current) => ({ ...current, location: undefined }));
  };

  const set = (name: FieldName, value: string) => {
    // A saved address's point belongs to its old postal code: a new one is placed by the server.
    if (name === 'postalCode' && !pinned) setPoint(undefined);
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  /** A chosen suggestion fills the fields it knows and moves the pin. */
  const fillFromPlace = (place: PlaceChoice) => {
    const filled = valuesOfPlace(place);
    setValues((current) => ({ ...current, ...filled }));
    setErrors((current) => ({
      ...current,
      ...Object.fromEntries(Object.keys(filled).map((name) => [name, undefined])),
    }));
    if (place.point) moveTo(place.point);
  };

  const locate = async () => {
    setLocating(true);
    try {
      moveTo(await currentPosition());
    } catch {
      setErrors((current) => ({ ...current, location: messages.address.locationDenied }));
    } finally {
      setLocating(false);
    }
  };

  return { values, errors, setErrors, point, locating, moveTo, set, fillFromPlace, locate };
}

/**
 * The delivery quote of the postal code (with the exact point when there is one), as the server saves it,
 * and the route from the store to an exact point.
 */
export function useDeliveryChecks(
  postalCode: string,
  point: Point | undefined,
  provider: MapProvider | undefined,
) {
  const [route, setRoute] = useState<DistanceReply>();
  const [area, setArea] = useState<ServiceabilityReply>();

  useEffect(() => {
    setArea(undefined);
    if (!POSTAL_CODE_PATTERN.test(postalCode)) return;
    let live = true;
    void deliveryAreaOf(postalCode, point).then((reply) => {
      if (live) setArea(reply);
    });
    return () => {
      live = false;
    };
  }, [postalCode, point]);

  useEffect(() => {
    setRoute(undefined);
    if (!point) return;
    let live = true;
    void routeTo(point.latitude, point.longitude, provider).then((reply) => {
      if (live) setRoute(reply);
    });
    return () => {
      live = false;
    };
  }, [point, provider]);

  return { route, area };
}

/** Suggestions on the street line (with a maps library): `onPlace` hears each place chosen. */
export function useStreetSuggestions(
  maps: MapsApi | undefined,
  streetInput: RefObject<HTMLInputElement | null>,
  onPlace: (place: PlaceChoice) => void,
): void {
  const latest = useRef(onPlace);
  latest.current = onPlace;
  useEffect(() => {
    if (!maps || !streetInput.current) return;
    const autocomplete = maps.createAutocomplete(streetInput.current);
    return autocomplete.onPlaceChanged((place: PlaceChoice) => latest.current(place));
  }, [maps, streetInput]);
}
