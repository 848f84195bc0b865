/**
 * Photos shoppers and riders send: decoded from base64, re-encoded by sharp before anything is stored
 * (JPEG, at most MAX_PHOTO_SIDE pixels a side, turned upright, every metadata field dropped, so a phone's
 * location never leaves the store), kept in the database and read back through short-lived signed
 * addresses, since an <img> cannot send a bearer token.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAX_PHOTO_SIDE, type PhotoContentType } from '@storefront/sdk/core';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Database, Transaction } from '../db/index.js';
import type { Config } from '../env.js';
import { serverNow } from '../clock.js';
import { refusal } from '../http/errors.js';
import { photos } from './tables.js';

/** A photo re-encoded and ready to store. */
export interface EncodedPhoto {
  bytes: Buffer;
  width: number;
  height: number;
}

/** How long a signed address lets its photo be read. */
const URL_LIFETIME_SECONDS = 60 * 60;
/** Larger inputs are refused before sharp decodes them (a 12 MP phone photo is far below it). */
const MAX_INPUT_PIXELS = 50_000_000;

/** Decodes and re-encodes a photo; a 400 when it is not an image of the types allowed. */
export async function encodePhoto(upload: {
  contentType: PhotoContentType;
  data: string;
}): Promise<EncodedPhoto> {
  try {
    const input = Buffer.from(upload.data, 'base64');
    const { format } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (format !== 'jpeg' && format !== 'png' && format !== 'webp') throw new Error(format);
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(MAX_PHOTO_SIDE, MAX_PHOTO_SIDE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    throw refusal(400, (t) => t.commerceMessages.feedback.photoUnreadable);
  }
}

/** Stores encoded photos of an order (and of a complaint); answers their ids in order. */
export async function storePhotos(
  tx: Transaction,
  owner: { orderId: number; complaintId: number | null },
  encoded: readonly EncodedPhoto[],
  expiresAt: Date,
): Promise<number[]> {
  if (encoded.length === 0) return [];
  const rows = await tx
    .insert(photos)
    .values(encoded.map((photo) => ({ ...owner, ...photo, expiresAt })))
    .returning({ id: photos.id });
  return rows.map((row) => row.id);
}

function signature(config: Config, id: number, expires: number): string {
  return createHmac('sha256', config.sessionSecret)
    .update(`photo:${id}:${expires}`)
    .digest('base64url')
    .slice(0, 32);
}

/** The photo's address under the API, readable until an hour from now (rounded so replies stay stable). */
export function photoUrl(config: Config, id: number, now: Date): string {
  const hour = Math.floor(now.getTime() / 1000 / URL_LIFETIME_SECONDS) * URL_LIFETIME_SECONDS;
  const expires = hour + 2 * URL_LIFETIME_SECONDS;
  return `${PHOTOS_PATH}/${id}?exp=${expires}&sig=${signature(config, id, expires)}`;
}

function validSignature(config: Config, id: number, expires: number, given: string): boolean {
  const expected = Buffer.from(signature(config, id, expires));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Where photos are read, beside the API's calls (its full path: registered at the app's root). */
export const PHOTOS_PATH = '/v1/photos';

/**
 * GET /v1/photos/:id?exp&sig: the photo's JPEG while the address is valid and the photo is kept; else 404.
 * A plugin of its own, registered at the app's root (app.ts), since it is no call of the endpoint table.
 */
export async function photosPlugin(app: FastifyInstance): Promise<void> {
  const now = () => serverNow(app.config);
  app.get<{ Params: { id: string }; Querystring: { exp?: string; sig?: string } }>(
    '/v1/photos/:id',
    async (request, reply) => {
      const id = Number(request.params.id);
      const expires = Number(request.query.exp);
      const at = now();
      const ok =
        Number.isSafeInteger(id) &&
        id > 0 &&
        Number.isSafeInteger(expires) &&
        expires * 1000 > at.getTime() &&
        validSignature(app.config, id, expires, request.query.sig ?? '');
      const [photo] = ok
        ? await app.db
            .select({ bytes: photos.bytes })
            .from(photos)
            .where(and(eq(photos.id, id), gt(photos.expiresAt, at)))
        : [];
      if (!photo) return reply.code(404).header('cache-control', 'no-store').send();
      return reply
        .type('image/jpeg')
        .header('cache-control', 'private, max-age=3600, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(photo.bytes);
    },
  );
}

/** Deletes the photos kept past their day (maintenance). */
export async function purgeExpiredPhotos(db: Database, now: Date): Promise<void> {
  await db.delete(photos).where(lt(photos.expiresAt, now));
}
