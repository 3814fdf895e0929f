import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import clsx from 'clsx';
import * as styles from './Link.css';

export const linkVariants = ['inline', 'standalone'] as const;
export type LinkVariant = (typeof linkVariants)[number];

export interface LinkProps extends Omit<RACLinkProps, 'className'> {
  /** `inline` for links inside text (always underlined); `standalone` for links on their own. @default 'inline' */
  variant?: LinkVariant;
  /** Extra class names. */
  className?: string;
}

/**
 * A navigation link. With an `href` it renders an anchor; client-side routing comes from the
 * RAC `RouterProvider` set up by the app, so the same component serves router links.
 * Without `href` it is a link-styled action (role link, activated by Enter).
 */
export function Link({ variant = 'inline', className, ...props }: LinkProps) {
  return <RACLink {...props} data-variant={variant} className={clsx(styles.base, styles.variants[variant], className)} />;
}
