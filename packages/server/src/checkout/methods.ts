/** The delivery and payment methods a shopper can choose at checkout, as the API lists them. */
import type { ReplyOf } from '@storefront/sdk';
import type { Locale, PaymentGateway } from '@storefront/sdk/core';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import { inLanguage } from '../db/translations.js';
import { deliveryMethods, paymentMethods } from './tables.js';

type DeliveryMethod = ReplyOf<'deliveryMethods'>['DeliveryMethods'][number];
type PaymentMethod = ReplyOf<'paymentMethods'>['PaymentMethods'][number];

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
