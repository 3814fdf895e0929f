import { Button, Banner } from '../../ui';
import * as styles from './Session.css';

export interface CookieBannerProps {
  /** When the user acknowledged the notice (ISO date), or null while they have not; the banner shows only while null. */
  dismissedAt: string | null | undefined;
  /** 'Acknowledge': the app records the acknowledgement. */
  onAcknowledge: () => void;
  /** While the acknowledgement is being recorded. @default false */
  isPending?: boolean;
  /** The product named in the statement. @default 'Sourcebench' */
  productName?: string;
  /** One slim row instead of the full banner (the editor's pages). @default false */
  isCompact?: boolean;
}

/** The cookie notice, shown until the user acknowledges it once. */
export function CookieBanner({ dismissedAt, onAcknowledge, isPending = false, productName = 'Sourcebench', isCompact = false }: CookieBannerProps) {
  if (dismissedAt) return null;
  return (
    <Banner
      {...(isCompact ? { className: styles.compactNotice } : {})}
      tone="neutral"
      icon={null}
      aria-label="Cookie notice"
      actions={
        <Button variant="secondary" size="small" isPending={isPending} onPress={onAcknowledge}>
          Acknowledge
        </Button>
      }
    >
      {productName} uses cookies. By continuing to use {productName}, you agree to our use of strictly necessary cookies.
    </Banner>
  );
}
