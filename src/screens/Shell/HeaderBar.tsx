import type { ReactNode } from 'react';
import { Link as RACLink } from 'react-aria-components';
import { SourcebenchLogo } from './Logo';
import * as styles from './Shell.css';

export interface HeaderBarProps {
  /** Where the logo leads. @default '/home/dashboard' */
  homeHref?: string;
  /** The product text beside the logo. @default 'Sourcebench' */
  productText?: string;
  /** A partner's logo at the end of the brand area, e.g. an <img> with alt text. */
  partnerLogo?: ReactNode;
  /** Before the brand, e.g. the navigation drawer's toggle. */
  leading?: ReactNode;
  /** The right-hand side: actions and the session button. */
  children?: ReactNode;
}

/** The header's frame, the banner landmark: brand on the left, whatever the header holds on the right. */
export function HeaderBar({ homeHref = '/home/dashboard', productText = 'Sourcebench', partnerLogo, leading, children }: HeaderBarProps) {
  return (
    <header className={styles.header}>
      {leading}
      <RACLink href={homeHref} className={styles.brand}>
        <SourcebenchLogo className={styles.logo} />
        <span className={styles.productText}>{productText}</span>
      </RACLink>
      {partnerLogo ? <span className={styles.partnerLogo}>{partnerLogo}</span> : null}
      <span className={styles.spacer} />
      {children}
    </header>
  );
}
