import { imageAt, imageSrcSet, type ImageWidth } from '@rules/images';
import type { CSSProperties } from 'react';

interface Props {
  src: string;
  alt: string;
  /** Intrinsic box used for the layout before the image loads (no layout shift). */
  width: number;
  height: number;
  /** Which width the browser will display it at, e.g. `(max-width: 991px) 100vw, 50vw`. */
  sizes: string;
  /** The widest copy worth offering (`?w=` widths of @rules/images). */
  max?: ImageWidth;
  /** The copy for browsers without srcset. */
  fallback?: ImageWidth;
  className?: string;
  style?: CSSProperties;
  /** Above the fold: load at once and with priority. */
  priority?: boolean;
}

/** A public image with responsive `srcset` (`?w=`), explicit dimensions and lazy loading. */
export function ResponsiveImage({ src, alt, width, height, sizes, max = 1920, fallback = 640, className, style, priority }: Props) {
  return (
    <img
      src={imageAt(src, fallback)}
      srcSet={imageSrcSet(src, max)}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      className={className}
      style={style}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
