/**
 * The address form: fields checked with the SDK's AddressInput schema (required fields, 6-digit postal code,
 * mobile number), the location from "use my current location" (else the server places the address at its
 * postal code's centroid), the delivery area check of the postal code (the server's one delivery quote, which
 * also refuses a location far from the postal code) and the route from the store for an exact location, with
 * a clear message outside the delivery area. With a maps library (`maps`, a Google key) it is
 * map-assisted: suggestions on the street line fill the fields and move the pin, and the pin sets the point.
 * Without one it is the plain form (no key, a HERE key, or the map failed to load: `notice`).
 */
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { Address, AddressInput } from '@storefront/sdk';
import { ADDRESS_TYPES } from '@storefront/sdk/core';
import { Button } from '../../../components/Button';
import { FormField, TextField } from '../../../components/FormField';
import { messages } from '../../../messages/addresses';
import { type MapProvider } from '../../../state/address';
import { AddressLocation } from './AddressLocation';
import {
  parseAddress,
  TEXT_FIELDS,
  type FieldErrors,
  type FieldName,
  type Values,
} from './addressValues';
import type { MapsApi } from './maps';
import {
  useAddressFormState,
  useDeliveryChecks,
  useStreetSuggestions,
} from './useAddressFormState';

/** The text fields and the address type; with a maps library the street line offers suggestions. */
function AddressFields({
  formId,
  values,
  errors,
  withMaps,
  streetInput,
  onChange,
}: {
  formId: string;
  values: Values;
  errors: FieldErrors;
  withMaps: boolean;
  streetInput: RefObject<HTMLInputElement | null>;
  onChange: (name: FieldName, value: string) => void;
}) {
  return (
    <>
      {TEXT_FIELDS.map((field) => {
        const id = `${formId}-${field.name}`;
        const error = errors[field.name];
        const withSuggestions = withMaps && field.name === 'addressLine1';
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
            onChange={(event) => onChange(field.name, event.target.value)}
          />
        );
      })}
      <FormField id={`${formId}-type`} label={messages.address.type}>
        <select
          id={`${formId}-type`}
          value={values.type}
          onChange={(event) => onChange('type', event.target.value)}
        >
          {ADDRESS_TYPES.map((type) => (
            <option key={type} value={type}>
              {messages.address.types[type]}
            </option>
          ))}
        </select>
      </FormField>
    </>
  );
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
  const form = useAddressFormState(initial);
  const { values, errors, point } = form;
  const { area, route } = useDeliveryChecks(values.postalCode, point, provider);
  const [busy, setBusy] = useState(false);
  const formId = useId();
  const streetInput = useRef<HTMLInputElement>(null);
  useStreetSuggestions(maps, streetInput, form.fillFromPlace);

  const hasErrors = Object.values(errors).some(Boolean);
  const outside = route?.Invalid === true || area?.Serviceable === false;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseAddress(values, point);
    if (!parsed.ok) {
      form.setErrors(parsed.errors);
      return;
    }
    if (outside) return;
    setBusy(true);
    try {
      await onSubmit(parsed.input);
    } finally {
      setBusy(false);
    }
  };

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
      <AddressFields
        formId={formId}
        values={values}
        errors={errors}
        withMaps={maps !== undefined}
        streetInput={streetInput}
        onChange={form.set}
      />
      <AddressLocation
        formId={formId}
        maps={maps}
        point={point}
        area={area}
        route={route}
        outside={outside}
        locating={form.locating}
        error={errors.location}
        onMove={form.moveTo}
        onLocate={() => void form.locate()}
      />
      <Button type="submit" size="lg" block disabled={busy || outside}>
        {submitLabel}
      </Button>
    </form>
  );
}
