/**
 * A photo the shopper (or a rider) picked, made ready to send: scaled down to MAX_PHOTO_SIDE pixels a side
 * and re-encoded as JPEG in the browser, so a 5 MB phone photo travels as a few hundred KB, then as base64
 * for the JSON body. The server re-encodes it again (and drops its metadata) whatever it receives.
 */
import {
  MAX_PHOTO_BASE64_LENGTH,
  MAX_PHOTO_SIDE,
  PHOTO_CONTENT_TYPES,
  type PhotoContentType,
} from '@storefront/sdk/core';

export interface PreparedPhoto {
  contentType: PhotoContentType;
  data: string;
}

const isAllowedType = (type: string): type is PhotoContentType =>
  (PHOTO_CONTENT_TYPES as readonly string[]).includes(type);

/** The blob's bytes in base64 (FileReader: in every browser, and in the tests' DOM too). */
function base64Of(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(blob);
  });
}

/** The photo scaled into MAX_PHOTO_SIDE as JPEG; null where the browser cannot draw it. */
async function scaled(file: Blob): Promise<Blob | null> {
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, MAX_PHOTO_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = new OffscreenCanvas(
      Math.round(bitmap.width * scale),
      Math.round(bitmap.height * scale),
    );
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.82 });
  } catch {
    return null;
  }
}

/** The photo ready to send, or null when it is not a photo the store takes (or too large to send). */
export async function preparePhoto(file: Blob): Promise<PreparedPhoto | null> {
  if (!isAllowedType(file.type) && !file.type.startsWith('image/')) return null;
  const small = await scaled(file);
  const blob = small ?? file;
  const contentType = small ? 'image/jpeg' : file.type;
  if (!isAllowedType(contentType)) return null;
  const data = await base64Of(blob);
  return data.length <= MAX_PHOTO_BASE64_LENGTH ? { contentType, data } : null;
}
