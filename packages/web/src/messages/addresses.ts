import { group, icu, loadTexts, text } from '../i18n/i18n';
import { messages as pages } from './pages';
import parts from 'virtual:catalog/parts/addresses';

/** Texts of the address book and the address form. */
export const messages = {
  ...pages,
  address: group('address', {
    fullName: text,
    phoneNumber: text,
    addressLine1: text,
    addressLine2: text,
    landmark: text,
    city: text,
    state: text,
    postalCode: text,
    type: text,
    types: group('address.types', { Home: text, Work: text, Other: text }),
    location: text,
    useMyLocation: text,
    locating: text,
    locationFromPostalCode: text,
    locationSet: icu((lat: string, lng: string) => ({ lat, lng })),
    locationDenied: text,
    checkDelivery: text,
    route: icu((km: string, minutes: number) => ({ km, minutes })),
    estimated: text,
    outsideArea: text,
    outsideAreaHint: text,
    save: text,
    update: text,
    saved: text,
    deleted: text,
    add: text,
    edit: text,
    remove: text,
    removeConfirm: text,
    cancel: text,
    setDefault: text,
    isDefault: text,
    deliverHere: text,
    selected: text,
    none: text,
    /** `field` is the field's label, written in lower case inside the sentence. */
    required: icu((field: string) => ({ field: field.toLocaleLowerCase() })),
    postalCodeInvalid: text,
    phoneInvalid: text,
    fixErrors: text,
    routeUnknown: text,
    map: text,
    mapHint: text,
    pin: text,
    searchHint: text,
    mapUnavailable: text,
  }),
};

// This module's texts in the shopper's language, before any importer runs (src/i18n/i18n.ts).
await loadTexts(parts);
