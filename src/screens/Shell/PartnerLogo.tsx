import * as styles from './Shell.css';

export interface PartnerLogoProps {
  /** The image's address. */
  src: string;
  /** Names the partner for screen readers, e.g. 'Partner University'. */
  alt: string;
}

/** A partner organisation's logo for the header's `partnerLogo` slot: at most 40 px high and 200 px wide. */
export function PartnerLogo({ src, alt }: PartnerLogoProps) {
  return <img className={styles.partnerLogoImage} src={src} alt={alt} />;
}
