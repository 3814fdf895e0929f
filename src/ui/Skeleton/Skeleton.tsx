import type { CSSProperties } from 'react';
import clsx from 'clsx';
import * as styles from './Skeleton.css';

export const skeletonVariants = ['text', 'rectangle', 'circle'] as const;
export type SkeletonVariant = (typeof skeletonVariants)[number];

export interface SkeletonProps {
  /** The shape of the placeholder. @default 'text' */
  variant?: SkeletonVariant;
  /** CSS width. @default '100%' */
  width?: CSSProperties['width'];
  /** CSS height; text lines take their height from the font. @default '1em' for text, otherwise 40px */
  height?: CSSProperties['height'];
  /** Number of text lines; the last one is shorter, like a paragraph. @default 1 */
  lines?: number;
  className?: string;
}

/**
 * A placeholder in the shape of content still loading.
 * Hidden from assistive technology: the container that is loading says so (e.g. aria-busy, or a Spinner).
 */
export function Skeleton({ variant = 'text', width = '100%', height, lines = 1, className }: SkeletonProps) {
  const resolvedHeight = height ?? (variant === 'text' ? undefined : '40px');
  if (variant === 'text' && lines > 1) {
    return (
      <span className={clsx(styles.group, className)} aria-hidden="true" data-skeleton="">
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            className={clsx(styles.base, styles.variants.text)}
            style={{ width: index === lines - 1 ? '60%' : width, height: resolvedHeight }}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      className={clsx(styles.base, styles.variants[variant], className)}
      style={{ width, height: resolvedHeight }}
      aria-hidden="true"
      data-skeleton=""
      data-variant={variant}
    />
  );
}
