import { useId } from 'react';
import { Banner, Button } from '../../ui';
import * as styles from './Session.css';

export interface WelcomePageProps {
  /** Opens the login dialog. */
  onLogin: () => void;
  /** Shows the single-sign-on failure message, for visitors sent back from a failed SSO sign-in. @default false */
  ssoFailed?: boolean;
  /** Who to contact after a failed single sign-on. @default 'your administrators' */
  ssoContact?: string;
  /** @default 'Sourcebench' */
  productName?: string;
}

/** The logged-out landing page: what the product is and a prompt to log in. */
export function WelcomePage({ onLogin, ssoFailed = false, ssoContact = 'your administrators', productName = 'Sourcebench' }: WelcomePageProps) {
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      {ssoFailed ? (
        <Banner tone="danger" aria-label="Sign-in error" announce>
          SSO authentication failed, please contact {ssoContact}.
        </Banner>
      ) : null}
      <h1 id={titleId} className={styles.pageTitle}>
        Welcome to {productName}
      </h1>
      <p className={styles.pageText}>
        Extract structured source data from the graphs, tables and text of published papers. Please log in to continue.
      </p>
      <Button onPress={onLogin}>Log in</Button>
    </section>
  );
}
