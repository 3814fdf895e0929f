import { cloneElement, isValidElement, type HTMLAttributes, type ReactElement, type ReactNode } from 'react';
import clsx from 'clsx';
import * as styles from './Badge.css';

export const badgeTones = ['neutral', 'info', 'success', 'warning', 'danger', 'strong'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'className' | 'children'> {
  /** Short text such as ADMIN, SSO or a count. */
  children: ReactNode;
  /** Colour of the badge; the text alone must carry the meaning. @default 'neutral' */
  tone?: BadgeTone;
  /** A small icon before the text, hidden from assistive technology. */
  icon?: ReactElement<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  className?: string;
}

/** A small, non-interactive label next to content, e.g. the ADMIN and SSO marks on a user's e-mail. */
export function Badge({ children, tone = 'neutral', icon, className, ...props }: BadgeProps) {
  return (
    <span {...props} data-tone={tone} className={clsx(styles.base, styles.tones[tone], className)}>
      {isValidElement(icon) ? cloneElement(icon, { className: styles.icon, 'aria-hidden': true }) : null}
      {children}
    </span>
  );
}
