/**
 * Records hold data, not sentences (docs/i18n.md): an order's timeline entry, a wallet entry and a push are
 * stored as a kind and its values (ORDER_EVENT_KINDS, WALLET_ENTRY_KINDS, PUSH_KINDS in the SDK core), and
 * written here, in the reader's language, from the recordMessages catalog (../messages.ts, hi.ts, kn.ts):
 * amounts with formatPaise, a slot's window in the language and IST, products and options by their name in
 * the language (looked up by id by the caller: catalog/names.ts), else the name saved with the record.
 */
import {
  STORE_TIME_ZONE,
  formatPaise,
  rowIdsOfOptionKey,
  type Locale,
  type OrderEventRecord,
  type OrderEventValues,
  type ProductValues,
  type PushRecord,
  type PushValues,
  type RecordValues,
  type RefundReasonRecord,
  type RefundReasonValues,
  type ReplacementValues,
  type WalletEntryRecord,
  type WalletEntryValues,
} from '@storefront/sdk/core';
import { textsIn, type ServerTexts } from './texts.js';

type RecordTexts = ServerTexts['recordMessages'];

/** Names read by id in the reader's language (catalog/names.ts); an id left out reads the saved name. */
export interface NamesById {
  products: ReadonlyMap<number, string>;
  options: ReadonlyMap<number, string>;
}

/** Who reads a record: their language, and the catalog's names in it. */
export interface Reader {
  locale: Locale;
  names?: NamesById | undefined;
}

/** A push as a device shows it. */
export interface PushText {
  title: string;
  body: string;
}

const dayFormats = new Map<Locale, Intl.DateTimeFormat>();
const clockFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: STORE_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A time of day in IST, "09:30" (the same digits in each of the store's languages). */
export const clockOf = (at: Date) => clockFormat.format(at);

/** A window in IST in the language's words: "Sat, 28 Nov, 10:00–12:00" ("शनि, 28 नव॰, 10:00–12:00"). */
export function windowWords(window: { start: Date; end: Date }, locale: Locale): string {
  let day = dayFormats.get(locale);
  if (!day) {
    day = new Intl.DateTimeFormat(`${locale}-IN`, {
      timeZone: STORE_TIME_ZONE,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    });
    dayFormats.set(locale, day);
  }
  return `${day.format(window.start)}, ${clockOf(window.start)}–${clockOf(window.end)}`;
}

/** What a sentence is written with: the language's texts and its ways of writing values. */
interface Words {
  t: RecordTexts;
  money: (paise: number) => string;
  window: (start: string, end: string) => string;
  product: (values: ProductValues) => string;
  replacement: (values: ReplacementValues) => string;
  options: (optionKey: string, saved: string) => string;
}

function wordsFor(reader: Reader): Words {
  const names = reader.names;
  return {
    t: textsIn(reader.locale).recordMessages,
    money: formatPaise,
    window: (start, end) =>
      windowWords({ start: new Date(start), end: new Date(end) }, reader.locale),
    product: (v) => names?.products.get(v.productId) ?? v.product,
    replacement: (v) => names?.products.get(v.replacementId) ?? v.replacement,
    options: (optionKey, saved) => {
      const labels = (rowIdsOfOptionKey(optionKey) ?? []).map((id) => names?.options.get(id));
      return labels.length > 0 && labels.every((label) => label !== undefined)
        ? labels.join(' · ')
        : saved;
    },
  };
}

type Sentences<V, R> = { readonly [K in keyof V]: (values: V[K], words: Words) => R };

const eventSentences: Sentences<OrderEventValues, string> = {
  PlacedPaidFromWallet: (_, w) => w.t.event.PlacedPaidFromWallet,
  PlacedPayOnDelivery: (_, w) => w.t.event.PlacedPayOnDelivery,
  AwaitingPayment: (_, w) => w.t.event.AwaitingPayment,
  PaymentReceived: (_, w) => w.t.event.PaymentReceived,
  PaymentFailed: (_, w) => w.t.event.PaymentFailed,
  PaymentRetried: (_, w) => w.t.event.PaymentRetried,
  PlacedAfterLatePayment: (_, w) => w.t.event.PlacedAfterLatePayment,
  LatePaymentReturnedToWallet: (v, w) => w.t.event.LatePaymentReturnedToWallet(w.money(v.amount)),
  PaymentExpired: (v, w) => w.t.event.PaymentExpired(v.minutes),
  CancelledByShopper: (v, w) =>
    v.reason ? w.t.event.CancelledByShopperBecause(v.reason) : w.t.event.CancelledByShopper,
  ReturnedToStore: (_, w) => w.t.event.ReturnedToStore,
  RefundedToWallet: (v, w) => w.t.event.RefundedToWallet(w.money(v.amount)),
  RefundSentToSource: (v, w) => w.t.event.RefundSentToSource(w.money(v.amount)),
  RefundProcessedAtSource: (v, w) => w.t.event.RefundProcessedAtSource(w.money(v.amount)),
  RefundFellBackToWallet: (v, w) => w.t.event.RefundFellBackToWallet(w.money(v.amount)),
  Confirmed: (_, w) => w.t.event.Confirmed,
  Packing: (_, w) => w.t.event.Packing,
  Packed: (_, w) => w.t.event.Packed,
  OutForDelivery: (_, w) => w.t.event.OutForDelivery,
  Delivered: (_, w) => w.t.event.Delivered,
  DeliveryFailed: (v, w) =>
    v.reason ? w.t.event.DeliveryFailedBecause(v.reason) : w.t.event.DeliveryFailed,
  DeliveredWithoutContact: (v, w) =>
    v.photo ? w.t.event.DeliveredWithoutContactPhoto : w.t.event.DeliveredWithoutContact,
  PaidOnDelivery: (v, w) => {
    // Cash has words in each language; UPI is written UPI in all of them.
    const method = v.method === 'Cash' ? w.t.event.collectedInCash : v.method;
    return v.reference
      ? w.t.event.PaidOnDeliveryWithReference(method, v.reference)
      : w.t.event.PaidOnDelivery(method);
  },
  LineRefundedToWallet: (v, w) => w.t.event.LineRefundedToWallet(w.money(v.amount), w.product(v)),
  LineRefundedToSource: (v, w) => w.t.event.LineRefundedToSource(w.money(v.amount), w.product(v)),
  LineRefundedOffPayable: (v, w) =>
    w.t.event.LineRefundedOffPayable(w.money(v.amount), w.product(v)),
  RefundRequestToWallet: (v, w) => w.t.event.RefundRequestToWallet(w.money(v.amount)),
  RefundRequestToSource: (v, w) => w.t.event.RefundRequestToSource(w.money(v.amount)),
  RefundRequestDeclined: (v, w) => w.t.event.RefundRequestDeclined(v.reason),
  Rescheduled: (v, w) => w.t.event.Rescheduled(w.window(v.start, v.end)),
  Replaced: (v, w) => w.t.event.Replaced(w.product(v), w.replacement(v)),
  ProblemReported: (v, w) => w.t.event.ProblemReported(w.product(v)),
  ComplaintRefunded: (v, w) => w.t.event.ComplaintRefunded(w.money(v.amount), w.product(v)),
  ComplaintAnswered: (v, w) => w.t.event.ComplaintAnswered(w.product(v)),
};

const walletSentences: Sentences<WalletEntryValues, string> = {
  OrderPayment: (v, w) => w.t.wallet.OrderPayment(v.order),
  CancelledOrderRefund: (v, w) => w.t.wallet.CancelledOrderRefund(v.order),
  CancelledOrderWalletPart: (v, w) => w.t.wallet.CancelledOrderWalletPart(v.order),
  CancelledOrderWalletReturned: (v, w) => w.t.wallet.CancelledOrderWalletReturned(v.order),
  ExpiredOrderWalletReturned: (v, w) => w.t.wallet.ExpiredOrderWalletReturned(v.order),
  PaymentReturned: (v, w) => w.t.wallet.PaymentReturned(v.paymentId, v.order),
  UnderWeight: (v, w) =>
    w.t.wallet.UnderWeight(v.order, w.product(v), v.missingGrams, v.orderedGrams),
  OutOfStock: (v, w) => w.t.wallet.OutOfStock(v.order, w.product(v)),
  MissingPieces: (v, w) => w.t.wallet.MissingPieces(v.order, w.product(v), v.packed, v.ordered),
  ReplacementDifference: (v, w) =>
    w.t.wallet.ReplacementDifference(v.order, w.product(v), w.replacement(v)),
  LineRefund: (v, w) => w.t.wallet.LineRefund(v.order, w.product(v)),
  RefundRequest: (v, w) => w.t.wallet.RefundRequest(v.order),
  SourceRefundFellBack: (v, w) => w.t.wallet.SourceRefundFellBack(v.order),
  StoreCredit: (_, w) => w.t.wallet.StoreCredit,
};

const pushSentences: Sentences<PushValues, PushText> = {
  Confirmed: (v, w) => w.t.push.Confirmed(v.order),
  Packed: (v, w) => w.t.push.Packed(v.order),
  OutForDelivery: (v, w) => w.t.push.OutForDelivery(v.order),
  Delivered: (v, w) => w.t.push.Delivered(v.order),
  DeliveryFailed: (v, w) => w.t.push.DeliveryFailed(v.order),
  Cancelled: (v, w) => w.t.push.Cancelled(v.order),
  WeightCredit: (v, w) => w.t.push.WeightCredit(v.order, w.money(v.amount)),
  Refunded: (v, w) => w.t.push.Refunded(v.order, w.money(v.amount)),
  RefundedToSource: (v, w) => w.t.push.RefundedToSource(v.order, w.money(v.amount)),
  RefundDeclined: (v, w) => w.t.push.RefundDeclined(v.order),
  PaymentExpired: (v, w) => w.t.push.PaymentExpired(v.order),
  DeductedFromPayable: (v, w) => w.t.push.DeductedFromPayable(v.order, w.money(v.amount)),
  Rescheduled: (v, w) => w.t.push.Rescheduled(v.order, w.window(v.start, v.end)),
  Replaced: (v, w) => w.t.push.Replaced(v.order, w.product(v), w.replacement(v)),
  ComplaintAnswered: (v, w) => w.t.push.ComplaintAnswered(v.order, w.product(v)),
  DeliveredWithoutContact: (v, w) =>
    v.photo
      ? w.t.push.DeliveredWithoutContactPhoto(v.order)
      : w.t.push.DeliveredWithoutContact(v.order),
  BackInStock: (v, w) => {
    const options = v.optionKey ? w.options(v.optionKey, v.options) : '';
    return options
      ? w.t.push.BackInStockOption(w.product(v), options)
      : w.t.push.BackInStock(w.product(v));
  },
};

/** The sentence of a record of a known kind, or null (an unknown kind, values it cannot be written from). */
function written<V, R>(
  sentences: Sentences<V, R>,
  kind: string | null,
  values: RecordValues | null,
  reader: Reader,
): R | null {
  if (kind === null || !Object.hasOwn(sentences, kind)) return null;
  const write = sentences[kind as keyof V] as (values: RecordValues, words: Words) => R;
  try {
    return write(values ?? {}, wordsFor(reader));
  } catch {
    return null;
  }
}

const refundReasonSentences: Sentences<RefundReasonValues, string> = {
  OrderCancelled: (_, w) => w.t.refundReason.OrderCancelled,
  LatePayment: (v, w) => w.t.refundReason.LatePayment(w.money(v.amount)),
  ReturnedToStore: (_, w) => w.t.refundReason.ReturnedToStore,
};

/** The store's own reason for a refund, in the reader's language. */
export function refundReasonSentence(record: RefundReasonRecord, reader: Reader): string {
  return refundReasonSentences[record.kind](record.values as never, wordsFor(reader));
}

/** A stored refund's reason as the reader reads it: the store's from its kind, else as typed. */
export function storedRefundReason(
  row: { reasonKind: string | null; reasonValues: RecordValues | null; reason: string },
  reader: Reader,
): string {
  return written(refundReasonSentences, row.reasonKind, row.reasonValues, reader) ?? row.reason;
}

/** A timeline entry's sentence in the reader's language. */
export function orderEventSentence(record: OrderEventRecord, reader: Reader): string {
  return eventSentences[record.kind](record.values as never, wordsFor(reader));
}

/** A wallet entry's sentence in the reader's language. */
export function walletEntrySentence(record: WalletEntryRecord, reader: Reader): string {
  return walletSentences[record.kind](record.values as never, wordsFor(reader));
}

/** A push's title and body in the reader's language. */
export function pushSentence(record: PushRecord, reader: Reader): PushText {
  return pushSentences[record.kind](record.values as never, wordsFor(reader));
}

/** A stored row: its kind and values (null for a row written before kinds) and its saved sentence. */
interface StoredRecord {
  kind: string | null;
  values: RecordValues | null;
}

/** A stored timeline entry as the reader reads it: from its kind, else its saved note. */
export function storedEventNote(row: StoredRecord & { note: string }, reader: Reader): string {
  return written(eventSentences, row.kind, row.values, reader) ?? row.note;
}

/** A stored wallet entry as the reader reads it: from its kind, else its saved description. */
export function storedWalletDescription(
  row: StoredRecord & { description: string },
  reader: Reader,
): string {
  return written(walletSentences, row.kind, row.values, reader) ?? row.description;
}

/** The product and option ids records name, to read their names in the reader's language at once. */
export function namedIds(records: readonly { values: RecordValues | null }[]): {
  products: number[];
  options: number[];
} {
  const products: number[] = [];
  const options: number[] = [];
  for (const { values } of records) {
    if (!values) continue;
    for (const key of ['productId', 'replacementId'] as const) {
      const id = values[key];
      if (typeof id === 'number') products.push(id);
    }
    if (typeof values.optionKey === 'string')
      options.push(...(rowIdsOfOptionKey(values.optionKey) ?? []));
  }
  return { products, options };
}
