import { useId, type ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import clsx from 'clsx';
import * as styles from './Banner.css';

export const bannerTones = ['info', 'success', 'warning', 'danger', 'neutral'] as const;
export type BannerTone = (typeof bannerTones)[number];

const toneIcons: Record<BannerTone, LucideIcon> = {
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  danger: CircleAlert,
  neutral: Info,
};

export interface BannerProps {
  /** @default 'info' */
  tone?: BannerTone;
  /** A short heading; also names the banner's region. */
  title?: string;
  /** Names the region when there is no title. */
  'aria-label'?: string;
  /** The message. */
  children: ReactNode;
  /** Buttons at the end, e.g. an Acknowledge button. */
  actions?: ReactNode;
  /** Replaces the tone's icon; `null` shows none. */
  icon?: LucideIcon | null;
  /**
   * Announce the banner when it appears, for messages that arrive after the page loads.
   * @default false
   */
  announce?: boolean;
  className?: string;
}

/** A page-level message with optional actions: the cookie notice, a warning about the current paper. */
export function Banner({ tone = 'info', title, 'aria-label': ariaLabel, children, actions, icon, announce = false, className }: BannerProps) {
  const titleId = useId();
  const Icon = icon === undefined ? toneIcons[tone] : icon;
  const named = Boolean(title || ariaLabel);
  return (
    <section
      className={clsx(styles.root, styles.tones[tone], className)}
      data-tone={tone}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : ariaLabel}
      // An unnamed section is not a landmark; a named one is, and can be reached from the landmark list.
      role={named ? 'region' : undefined}
    >
      {Icon ? <Icon className={clsx(styles.icon, styles.iconTones[tone])} size={20} aria-hidden="true" /> : null}
      <div className={styles.body}>
        <div className={styles.text} role={announce ? 'status' : undefined}>
          {title ? (
            <p id={titleId} className={styles.title}>
              {title}
            </p>
          ) : null}
          <div className={styles.message}>{children}</div>
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </section>
  );
}
