import type { ImgHTMLAttributes } from 'react';

export interface ImgProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'width' | 'height' | 'alt' | 'src'
> {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The page's main image: loaded eagerly with high priority. */
  priority?: boolean;
}

/** An image with its size reserved (no layout shift), lazy unless it is the page's main image. */
export function Img({ src, alt, width, height, priority, className, ...rest }: ImgProps) {
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      className={className ? `img ${className}` : 'img'}
      {...rest}
    />
  );
}
