/** The product image gallery: one main image and thumbnails that switch it. */
import { useState } from 'react';
import type { ReplyOf } from '@storefront/sdk';
import { messages } from '../../../messages/catalogPages';

type Image = ReplyOf<'productDetails'>['ProductDetails']['ProductImages'][number];

export function Gallery({ images }: { images: readonly Image[] }) {
  const [index, setIndex] = useState(0);
  const main = images[index] ?? images[0];
  if (!main) return null;
  return (
    <div className="product-gallery">
      <img
        className="gallery-main"
        src={main.Url}
        alt={main.Alt}
        width={main.Width}
        height={main.Height}
        fetchPriority="high"
        decoding="async"
      />
      {images.length > 1 ? (
        <ul className="gallery-thumbs" aria-label={messages.catalog.gallery}>
          {images.map((image, position) => (
            <li key={image.Url}>
              <button
                type="button"
                className="gallery-thumb"
                aria-pressed={position === index}
                aria-label={messages.catalog.showImage(position + 1)}
                onClick={() => setIndex(position)}
              >
                <img src={image.Url} alt="" width={72} height={54} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
