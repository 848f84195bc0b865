/** The delivery and payment methods a shopper can choose at checkout, as the API lists them. */
import type { ReplyOf } from '@storefront/sdk';
import type { Locale, PaymentGateway } from '@storefront/sdk/core';
import { asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/index.js';
import { inLanguage } from '../db/translations.js';
import { textsIn } from '../i18n/texts.js';
import { deliveryMethods, paymentMethods } from './tables.js';

type DeliveryMethod = ReplyOf<'deliveryMethods'>['DeliveryMethods'][number];
type PaymentMethod = ReplyOf<'paymentMethods'>['PaymentMethods'][number];

/** The payment method an order the wallet paid in full saves (checkout/service.ts). */
export const WALLET_PAYMENT_NAME = 'Wallet';

/** Active delivery methods in their configured order, in a language. */
export async function listDeliveryMethods(db: Database, locale: Locale): Promise<DeliveryMethod[]> {
  const rows = await db
    .select()
    .from(deliveryMethods)
    .where(eq(deliveryMethods.isActive, true))
    .orderBy(asc(deliveryMethods.position), asc(deliveryMethods.id));
  return rows.map((row) => ({
    DeliveryMethodId: row.id,
    Name: inLanguage(row.translations, locale, 'name', row.name),
    Description: inLanguage(row.translations, locale, 'description', row.description),
    Charge: row.charge,
    EstimatedMinutes: row.estimatedMinutes,
    Kind: row.kind,
  }));
}

/**
 * Active payment methods in their configured order, in a language; online ones are paid through the
 * configured gateway.
 */
export async function listPaymentMethods(
  db: Database,
  locale: Locale,
  gateway: PaymentGateway,
  payOnDelivery = true,
): Promise<PaymentMethod[]> {
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.isActive, true))
    .orderBy(asc(paymentMethods.position), asc(paymentMethods.id));
  // Pay on delivery is listed only while the store offers it (its limits are checked at checkout).
  return rows
    .filter((row) => payOnDelivery || row.kind !== 'OnDelivery')
    .map((row) => ({
      PaymentMethodId: row.id,
      Name: inLanguage(row.translations, locale, 'name', row.name),
      Description: inLanguage(row.translations, locale, 'description', row.description),
      Gateway: gateway,
      Kind: row.kind,
    }));
}

/** What an order saved of its methods: their ids and the names they had when it was placed. */
interface OrderMethods {
  deliveryMethodId: number;
  deliveryMethodName: string;
  paymentMethodId: number;
  paymentMethodName: string;
}

/**
 * An order's delivery and payment methods named in a language, by their rows now (docs/i18n.md, "Records
 * hold data, not sentences"); a method deleted since keeps the name the order saved. An order the wallet
 * paid in full saved the payment method "Wallet": that is the wallet's word in the language.
 */
export async function orderMethodNames(
  db: Database | Transaction,
  order: OrderMethods,
  locale: Locale,
): Promise<{ DeliveryMethod: string; PaymentMethod: string }> {
  const [delivery] = await db
    .select({ name: deliveryMethods.name, translations: deliveryMethods.translations })
    .from(deliveryMethods)
    .where(eq(deliveryMethods.id, order.deliveryMethodId));
  const [payment] = await db
    .select({ name: paymentMethods.name, translations: paymentMethods.translations })
    .from(paymentMethods)
    .where(eq(paymentMethods.id, order.paymentMethodId));
  const paidFromWallet =
    order.paymentMethodName === WALLET_PAYMENT_NAME && payment?.name !== WALLET_PAYMENT_NAME;
  return {
    DeliveryMethod: delivery
      ? inLanguage(delivery.translations, locale, 'name', delivery.name)
      : order.deliveryMethodName,
    PaymentMethod: paidFromWallet
      ? textsIn(locale).recordMessages.paidFromWallet
      : payment
        ? inLanguage(payment.translations, locale, 'name', payment.name)
        : order.paymentMethodName,
  };
}
