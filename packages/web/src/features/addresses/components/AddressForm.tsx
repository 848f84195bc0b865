/**
 * The address form: fields checked with the SDK's AddressInput schema (required fields, 6-digit postal code,
 * mobile number), the location from "use my current location" (else the server places the address at its
 * postal code's centroid), the delivery area check of the postal code (the server's one delivery quote, which
 * also refuses a location far from the postal code) and the route from the store for an exact location, with
 * a clear message outside the delivery area. With a maps library (`maps`, a Google key) it is
 * map-assisted: suggestions on the street line fill the fields and move the pin, and the pin sets the point.
 * Without one it is the plain form (no key, a HERE key, or the map failed to load: `notice`).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  AddressInput,
  type Address,
  type DistanceReply,
  type ServiceabilityReply,
} from '@storefront/sdk';
import { ADDRESS_TYPES, POSTAL_CODE_PATTERN, type AddressType } from '@storefront/sdk/core';
import { Button } from '../../../components/Button';
import { FormField, TextField } from '../../../components/FormField';
import { messages } from '../../../messages/addresses';
import { type MapProvider } from '../../../state/address';
import { deliveryAreaOf, routeTo } from '../../../state/addressCalls';
import { currentPosition, STORE_AREA, type Point } from './location';
import type { MapsApi, PlaceChoice } from './maps';
import { MapPicker } from './MapPicker';

type Values = {
  fullName: string;
  phoneNumber: string;
  addressLine1: string;
  addressLine2: string;
  landmark: string;
  city: string;
  state: string;
  postalCode: string;
  type: AddressType;
};
type FieldName = keyof Values;

const TEXT_FIELDS: {
  name: Exclude<FieldName, 'type'>;
  autoComplete: string;
  inputMode?: 'numeric' | 'tel';
}[] = [
  { name: 'fullName', autoComplete: 'name' },
  { name: 'phoneNumber', autoComplete: 'tel-national', inputMode: 'tel' },
  { name: 'addressLine1', autoComplete: 'address-line1' },
  { name: 'addressLine2', autoComplete: 'address-line2' },
  { name: 'landmark', autoComplete: 'off' },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'state', autoComplete: 'address-level1' },
  { name: 'postalCode', autoComplete: 'postal-code', inputMode: 'numeric' },
];

function initialValues(from: Address | undefined): Values {
  return {
    fullName: from?.fullName ?? '',
    phoneNumber: from?.phoneNumber ?? '',
    addressLine1: from?.addressLine1 ?? '',
    addressLine2: from?.addressLine2 ?? '',
    landmark: from?.landmark ?? '',
    city: from?.city ?? '',
    state: from?.state ?? '',
    postalCode: from?.postalCode ?? '',
    type: from?.type ?? 'Home',
  };
}

export interface AddressFormProps {
  initial?: Address | undefined;
  submitLabel: string;
  onSubmit: (input: AddressInput) => Promise<boolean>;
}

export function AddressForm({
  initial,
  submitLabel,
  onSubmit,
  maps,
  provider,
  notice,
}: AddressFormProps & {
  maps?: MapsApi | undefined;
  provider?: MapProvider | undefined;
  notice?: string | undefined;
}) {
  const [values, setValues] = useState<Values>(() => initialValues(initial));
  const [errors, setErrors] = useState<Partial<Record<FieldName | 'location', string>>>({});
  const [point, setPoint] = useState<Point | undefined>(
    initial ? { latitude: initial.latitude, longitude: initial.longitude } : undefined,
  );
  // Set in this form (device, pin, suggestion): kept when the postal code changes; a saved one is not.
  const [pinned, setPinned] = useState(false);
  const [route, setRoute] = useState<DistanceReply>();
  const [area, setArea] = useState<ServiceabilityReply>();
  const [locating, setLocating] = useState(false);
  const [busy, setBusy] = useState(false);
  const formId = useId();
  const streetInput = useRef<HTMLInputElement>(null);

  // The delivery quote of the postal code (with the exact point when there is one), as the server saves it.
  useEffect(() => {
    setArea(undefined);
    if (!POSTAL_CODE_PATTERN.test(values.postalCode)) return;
    let live = true;
    void deliveryAreaOf(values.postalCode, point).then((reply) => {
      if (live) setArea(reply);
    });
    return () => {
      live = false;
    };
  }, [values.postalCode, point]);

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

  // Suggestions on the street line: a chosen place fills the fields it knows and moves the pin.
  useEffect(() => {
    if (!maps || !streetInput.current) return;
    const autocomplete = maps.createAutocomplete(streetInput.current);
    return autocomplete.onPlaceChanged((place: PlaceChoice) => {
      const filled: Partial<Values> = {};
      if (place.street) filled.addressLine1 = place.street;
      if (place.locality) filled.addressLine2 = place.locality;
      if (place.city) filled.city = place.city;
      if (place.state) filled.state = place.state;
      if (place.postalCode) filled.postalCode = place.postalCode;
      setValues((current) => ({ ...current, ...filled }));
      setErrors((current) => ({
        ...current,
        ...Object.fromEntries(Object.keys(filled).map((name) => [name, undefined])),
      }));
      if (place.point) moveTo(place.point);
    });
  }, [maps]);

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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = AddressInput.safeParse({ ...values, ...point });
    if (!parsed.success) {
      const next: Partial<Record<FieldName | 'location', string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'latitude' || field === 'longitude') {
          next.location ??= messages.address.locationFromPostalCode;
        } else if (typeof field === 'string') {
          next[field as FieldName] ??= issue.message;
        }
      }
      setErrors(next);
      return;
    }
    if (outside) return;
    setBusy(true);
    try {
      await onSubmit(parsed.data);
    } finally {
      setBusy(false);
    }
  };

  const hasErrors = Object.values(errors).some(Boolean);
  const outside = route?.Invalid === true || area?.Serviceable === false;
  return (
    <form
      className="form card checkout-section"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      {notice ? (
        <p className="notice small" role="status">
          {notice}
        </p>
      ) : null}
      {hasErrors ? (
        <p className="notice notice-error" role="alert">
          {messages.address.fixErrors}
        </p>
      ) : null}
      {TEXT_FIELDS.map((field) => {
        const id = `${formId}-${field.name}`;
        const error = errors[field.name];
        const withSuggestions = maps !== undefined && field.name === 'addressLine1';
        return (
          <TextField
            key={field.name}
            id={id}
            label={messages.address[field.name]}
            hint={withSuggestions ? messages.address.searchHint : undefined}
            error={error}
            ref={withSuggestions ? streetInput : undefined}
            name={field.name}
            value={values[field.name]}
            autoComplete={field.autoComplete}
            inputMode={field.inputMode}
            maxLength={field.name === 'postalCode' ? 6 : 200}
            onChange={(event) => set(field.name, event.target.value)}
          />
        );
      })}
      <FormField id={`${formId}-type`} label={messages.address.type}>
        <select
          id={`${formId}-type`}
          value={values.type}
          onChange={(event) => set('type', event.target.value)}
        >
          {ADDRESS_TYPES.map((type) => (
            <option key={type} value={type}>
              {messages.address.types[type]}
            </option>
          ))}
        </select>
      </FormField>
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
              onMove={moveTo}
            />
          </>
        ) : null}
        <Button variant="secondary" onClick={() => void locate()} disabled={locating}>
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
        {errors.location ? <span className="field-error">{errors.location}</span> : null}
        {route && !route.Invalid ? (
          <span className="notice notice-success small" data-testid="route">
            {messages.address.route(
              (route.Data.RouteLength / 1000).toFixed(1),
              Math.max(1, Math.round(route.Data.TimeDuration / 60)),
            )}{' '}
            {route.Estimated ? messages.address.estimated : ''}
          </span>
        ) : null}
        {outside ? (
          <div className="notice notice-error" role="alert">
            <strong>{messages.address.outsideArea}</strong>
            <p className="small">
              {point && area?.Serviceable === false
                ? area.Message
                : messages.address.outsideAreaHint}
            </p>
          </div>
        ) : null}
      </fieldset>
      <Button type="submit" size="lg" block disabled={busy || outside}>
        {submitLabel}
      </Button>
    </form>
  );
}
