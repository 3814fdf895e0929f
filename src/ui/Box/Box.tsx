import { createElement, forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import clsx from 'clsx';
import { sprinkles, type Sprinkles } from '../theme/sprinkles.css';

type BoxElement = 'div' | 'section' | 'header' | 'footer' | 'main' | 'nav' | 'aside' | 'span' | 'ul' | 'li' | 'form';

export interface BoxProps extends Omit<HTMLAttributes<HTMLElement>, 'color'>, Sprinkles {
  /** The element to render. @default 'div' */
  as?: BoxElement;
  children?: ReactNode;
}

const sprinkleKeys = new Set(sprinkles.properties);

/** A layout atom: any element, styled only through theme-backed sprinkles. */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box({ as = 'div', className, ...props }, ref) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkleKeys.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return createElement(as, { ref, className: clsx(sprinkles(atoms as Sprinkles), className), ...rest });
});

export interface StackProps extends Omit<BoxProps, 'display' | 'flexDirection'> {
  /** Space between children. @default 'md' */
  gap?: Sprinkles['gap'];
}

/** Children in a column with even spacing. */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack({ gap = 'md', ...props }, ref) {
  return <Box ref={ref} display="flex" flexDirection="column" gap={gap} {...props} />;
});

export interface InlineProps extends Omit<BoxProps, 'display' | 'flexDirection'> {
  /** Space between children. @default 'sm' */
  gap?: Sprinkles['gap'];
  /** Wrap onto several lines when narrow. @default true */
  wrap?: boolean;
}

/** Children in a row, vertically centred, wrapping by default. */
export const Inline = forwardRef<HTMLElement, InlineProps>(function Inline(
  { gap = 'sm', wrap = true, alignItems = 'center', ...props },
  ref,
) {
  return (
    <Box ref={ref} display="flex" flexDirection="row" flexWrap={wrap ? 'wrap' : 'nowrap'} alignItems={alignItems} gap={gap} {...props} />
  );
});
