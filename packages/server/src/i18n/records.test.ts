/**
 * Every kind an order's timeline, a wallet entry, a push or a store's refund reason records is written in every language of the
 * store (docs/i18n.md, "Records hold data, not sentences"). A Hindi or Kannada sentence, once the values it
 * was given are taken out of it (order numbers, amounts, product names, dates, what a person typed), holds
 * no Latin word: names and proper nouns only ever enter a sentence as values.
 */
import {
  LOCALES,
  ORDER_EVENT_KINDS,
  PUSH_KINDS,
  REFUND_REASON_KINDS,
  WALLET_ENTRY_KINDS,
  formatPaise,
  type Locale,
  type OrderEventRecord,
  type OrderEventValues,
  type PushRecord,
  type PushValues,
  type RecordValues,
  type RefundReasonRecord,
  type RefundReasonValues,
  type WalletEntryRecord,
  type WalletEntryValues,
} from '@storefront/sdk/core';
import { describe, expect, it } from 'vitest';
import {
  orderEventSentence,
  pushSentence,
  refundReasonSentence,
  storedEventNote,
  storedWalletDescription,
  walletEntrySentence,
  windowWords,
  type NamesById,
} from './records.js';

const order = 'SF-2026-000123';
const curryCut = { productId: 11, product: 'Chicken Curry Cut (Skinless)' };
const breast = { replacementId: 12, replacement: 'Chicken Breast Boneless' };
const slot = { start: '2026-11-28T04:30:00.000Z', end: '2026-11-28T06:30:00.000Z' };

/** Sample values of every kind, each variant its sentence has (a list per kind, none may be empty). */
type Samples<V> = { [K in keyof V]: [V[K], ...V[K][]] };

const eventSamples: Samples<OrderEventValues> = {
  PlacedPaidFromWallet: [{}],
  PlacedPayOnDelivery: [{}],
  AwaitingPayment: [{}],
  PaymentReceived: [{}],
  PaymentFailed: [{}],
  PaymentRetried: [{}],
  PlacedAfterLatePayment: [{}],
  LatePaymentReturnedToWallet: [{ amount: 49_950 }],
  PaymentExpired: [{ minutes: 15 }],
  CancelledByShopper: [{ reason: '' }, { reason: 'Ordered by mistake' }],
  ReturnedToStore: [{}],
  RefundedToWallet: [{ amount: 24_900 }],
  RefundSentToSource: [{ amount: 24_900 }],
  RefundProcessedAtSource: [{ amount: 24_900 }],
  RefundFellBackToWallet: [{ amount: 24_900 }],
  Confirmed: [{}],
  Packing: [{}],
  Packed: [{}],
  OutForDelivery: [{}],
  Delivered: [{}],
  DeliveryFailed: [{ reason: '' }, { reason: 'Nobody at home, phone switched off' }],
  DeliveredWithoutContact: [{ photo: false }, { photo: true }],
  PaidOnDelivery: [
    { method: 'Cash', reference: '' },
    { method: 'UPI', reference: 'UTR 4242 ABCD' },
  ],
  LineRefundedToWallet: [{ amount: 12_000, ...curryCut }],
  LineRefundedToSource: [{ amount: 12_000, ...curryCut }],
  LineRefundedOffPayable: [{ amount: 12_000, ...curryCut }],
  RefundRequestToWallet: [{ amount: 30_000 }],
  RefundRequestToSource: [{ amount: 30_000 }],
  RefundRequestDeclined: [{ reason: 'The order was delivered complete' }],
  Rescheduled: [slot],
  Replaced: [{ ...curryCut, ...breast }],
  ProblemReported: [curryCut],
  ComplaintRefunded: [{ amount: 8_000, ...curryCut }],
  ComplaintAnswered: [curryCut],
};

const walletSamples: Samples<WalletEntryValues> = {
  OrderPayment: [{ order }],
  CancelledOrderRefund: [{ order }],
  CancelledOrderWalletPart: [{ order }],
  CancelledOrderWalletReturned: [{ order }],
  ExpiredOrderWalletReturned: [{ order }],
  PaymentReturned: [{ order, paymentId: 'pay_Nq8Xb2sKz' }],
  UnderWeight: [{ order, ...curryCut, missingGrams: 40, orderedGrams: 500 }],
  OutOfStock: [{ order, ...curryCut }],
  MissingPieces: [{ order, ...curryCut, packed: 4, ordered: 6 }],
  ReplacementDifference: [{ order, ...curryCut, ...breast }],
  LineRefund: [{ order, ...curryCut }],
  RefundRequest: [{ order }],
  SourceRefundFellBack: [{ order }],
  StoreCredit: [{}],
};

const refundReasonSamples: Samples<RefundReasonValues> = {
  OrderCancelled: [{}],
  LatePayment: [{ amount: 24_900 }],
  ReturnedToStore: [{}],
};

const pushSamples: Samples<PushValues> = {
  Confirmed: [{ order }],
  Packed: [{ order }],
  OutForDelivery: [{ order }],
  Delivered: [{ order }],
  DeliveryFailed: [{ order }],
  Cancelled: [{ order }],
  WeightCredit: [{ order, amount: 1_250 }],
  Refunded: [{ order, amount: 1_250 }],
  RefundedToSource: [{ order, amount: 1_250 }],
  RefundDeclined: [{ order }],
  PaymentExpired: [{ order }],
  DeductedFromPayable: [{ order, amount: 1_250 }],
  Rescheduled: [{ order, ...slot }],
  Replaced: [{ order, ...curryCut, ...breast }],
  ComplaintAnswered: [{ order, ...curryCut }],
  DeliveredWithoutContact: [
    { order, photo: false },
    { order, photo: true },
  ],
  BackInStock: [
    { ...curryCut, optionKey: 'simple', options: '' },
    { ...curryCut, optionKey: '31-45', options: '500 g · Skinless' },
  ],
};

const records = <V, R>(samples: Samples<V>) =>
  Object.entries(samples).flatMap(([kind, list]) =>
    (list as RecordValues[]).map((values) => ({ kind, values }) as R),
  );

/** The words a value is written as in a sentence: money formatted, a window in the language and IST. */
function valueWords(values: RecordValues, locale: Locale): string[] {
  const words = Object.entries(values).flatMap(([key, value]) => {
    if (key === 'amount' && typeof value === 'number') return [formatPaise(value)];
    return typeof value === 'string' && value !== '' ? [value] : [];
  });
  if (typeof values.start === 'string' && typeof values.end === 'string')
    words.push(windowWords({ start: new Date(values.start), end: new Date(values.end) }, locale));
  // Longest first, so a name inside another value is not cut out of it first.
  return words.sort((a, b) => b.length - a.length);
}

/** The sentence without its values, and the Latin words left in it. */
function latinWordsLeft(sentence: string, values: RecordValues, locale: Locale): string[] {
  const words = valueWords(values, locale).reduce(
    (text, value) => text.split(value).join(' '),
    sentence,
  );
  return words.match(/[A-Za-z]{2,}/g) ?? [];
}

const writers = {
  event: (record: OrderEventRecord, locale: Locale) => [orderEventSentence(record, { locale })],
  wallet: (record: WalletEntryRecord, locale: Locale) => [walletEntrySentence(record, { locale })],
  refundReason: (record: RefundReasonRecord, locale: Locale) => [
    refundReasonSentence(record, { locale }),
  ],
  push: (record: PushRecord, locale: Locale) => {
    const { title, body } = pushSentence(record, { locale });
    return [title, body];
  },
};

const cases = [
  ['order event', records<OrderEventValues, OrderEventRecord>(eventSamples), writers.event],
  ['wallet entry', records<WalletEntryValues, WalletEntryRecord>(walletSamples), writers.wallet],
  ['push', records<PushValues, PushRecord>(pushSamples), writers.push],
  [
    'refund reason',
    records<RefundReasonValues, RefundReasonRecord>(refundReasonSamples),
    writers.refundReason,
  ],
] as const;

describe('every kind a record can be', () => {
  it('has a sample here, so each is written below (the lists of the SDK core)', () => {
    expect(Object.keys(eventSamples).sort()).toEqual([...ORDER_EVENT_KINDS].sort());
    expect(Object.keys(walletSamples).sort()).toEqual([...WALLET_ENTRY_KINDS].sort());
    expect(Object.keys(pushSamples).sort()).toEqual([...PUSH_KINDS].sort());
    expect(Object.keys(refundReasonSamples).sort()).toEqual([...REFUND_REASON_KINDS].sort());
  });

  describe.each(cases)('each %s', (_, samples, write) => {
    it.each(LOCALES)('has words in %s, every part of it', (locale) => {
      const empty = samples.flatMap((record) => {
        const sentences = (write as (r: typeof record, l: Locale) => string[])(record, locale);
        return sentences.some((sentence) => sentence.trim() === '') ? [record.kind] : [];
      });
      expect(empty).toEqual([]);
    });

    it.each(['hi', 'kn'] as const)(
      'leaves no Latin word in %s once its values are taken out',
      (locale) => {
        const problems = samples.flatMap((record) =>
          (write as (r: typeof record, l: Locale) => string[])(record, locale).flatMap(
            (sentence) => {
              const left = latinWordsLeft(sentence, record.values as RecordValues, locale);
              return left.length > 0 ? [`${record.kind}: ${left.join(', ')} in “${sentence}”`] : [];
            },
          ),
        );
        expect(problems).toEqual([]);
      },
    );
  });
});

describe('a record as it is read', () => {
  const names: NamesById = {
    products: new Map([
      [11, 'ಚಿಕನ್ ಕರಿ ಕಟ್ (ಸ್ಕಿನ್ ಇಲ್ಲದೆ)'],
      [12, 'ಚಿಕನ್ ಬ್ರೆಸ್ಟ್ ಬೋನ್‌ಲೆಸ್'],
    ]),
    options: new Map([
      [31, '500 ಗ್ರಾಂ'],
      [45, 'ಸ್ಕಿನ್ ಇಲ್ಲದೆ'],
    ]),
  };

  it('names products and options in the reader’s language, and as saved when the catalog has none', () => {
    const replaced: OrderEventRecord = { kind: 'Replaced', values: { ...curryCut, ...breast } };
    expect(orderEventSentence(replaced, { locale: 'kn', names })).toBe(
      'ಚಿಕನ್ ಕರಿ ಕಟ್ (ಸ್ಕಿನ್ ಇಲ್ಲದೆ) ಮುಗಿದಿದೆ: ಅದರ ಬದಲು ಚಿಕನ್ ಬ್ರೆಸ್ಟ್ ಬೋನ್‌ಲೆಸ್ ನೀಡಲಾಗಿದೆ',
    );
    expect(orderEventSentence(replaced, { locale: 'kn' })).toBe(
      'Chicken Curry Cut (Skinless) ಮುಗಿದಿದೆ: ಅದರ ಬದಲು Chicken Breast Boneless ನೀಡಲಾಗಿದೆ',
    );
    const back: PushRecord = {
      kind: 'BackInStock',
      values: { ...curryCut, optionKey: '31-45', options: '500 g · Skinless' },
    };
    expect(pushSentence(back, { locale: 'kn', names }).body).toContain(
      'ಚಿಕನ್ ಕರಿ ಕಟ್ (ಸ್ಕಿನ್ ಇಲ್ಲದೆ) (500 ಗ್ರಾಂ · ಸ್ಕಿನ್ ಇಲ್ಲದೆ)',
    );
    // An option the catalog no longer has: the labels as written, all of them.
    const gone = { products: names.products, options: new Map([[31, '500 ಗ್ರಾಂ']]) };
    expect(pushSentence(back, { locale: 'kn', names: gone }).body).toContain('(500 g · Skinless)');
  });

  it('writes money with formatPaise and a slot in the reader’s language, in IST', () => {
    const refund: WalletEntryRecord = { kind: 'LineRefund', values: { order, ...curryCut } };
    expect(walletEntrySentence(refund, { locale: 'hi' })).toBe(
      'ऑर्डर SF-2026-000123: Chicken Curry Cut (Skinless) का रिफ़ंड',
    );
    const credit: PushRecord = { kind: 'WeightCredit', values: { order, amount: 1_250 } };
    expect(pushSentence(credit, { locale: 'en' }).body).toBe(
      '₹12.50 for SF-2026-000123 is credited to your wallet (packed weight).',
    );
    const moved: OrderEventRecord = { kind: 'Rescheduled', values: slot };
    expect(orderEventSentence(moved, { locale: 'en' })).toBe(
      'Delivery moved to Sat, 28 Nov, 10:00–12:00',
    );
    expect(orderEventSentence(moved, { locale: 'hi' })).toMatch(
      /^डिलीवरी का समय बदलकर शनि, 28 नव.*, 10:00–12:00 कर दिया गया$/,
    );
  });

  it('reads a row written before kinds by its saved words, and a kind it does not know the same way', () => {
    expect(
      storedEventNote({ kind: null, values: null, note: 'Order Placed' }, { locale: 'kn' }),
    ).toBe('Order Placed');
    expect(
      storedEventNote(
        { kind: 'SomethingNewer', values: {}, note: 'Newer words' },
        { locale: 'hi' },
      ),
    ).toBe('Newer words');
    expect(
      storedWalletDescription(
        {
          kind: 'RefundRequest',
          values: { order },
          description: 'Refund for order SF-2026-000123',
        },
        { locale: 'kn' },
      ),
    ).toBe('ಆರ್ಡರ್ SF-2026-000123 ಗಾಗಿ ಮರುಪಾವತಿ');
  });
});
