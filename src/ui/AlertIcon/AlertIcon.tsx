import { CircleAlert, Info, TriangleAlert } from 'lucide-react';
import { Focusable } from 'react-aria-components';
import clsx from 'clsx';
import { Tooltip, type TooltipPlacement } from '../Tooltip/Tooltip';
import * as styles from './AlertIcon.css';

export const alertIconTones = ['danger', 'warning', 'info'] as const;
export type AlertIconTone = (typeof alertIconTones)[number];
export const alertIconSizes = ['medium', 'small'] as const;
export type AlertIconSize = (typeof alertIconSizes)[number];

const glyphs = { danger: CircleAlert, warning: TriangleAlert, info: Info } as const;

export interface AlertIconProps {
  /** What the icon warns about, e.g. 'No associated organizations'. It is the icon's accessible name and its tooltip. */
  label: string;
  /** @default 'danger' */
  tone?: AlertIconTone;
  /** @default 'medium' */
  size?: AlertIconSize;
  /** @default 'top' */
  tooltipPlacement?: TooltipPlacement;
  className?: string;
}

/**
 * A status icon in a table cell with its reason in a tooltip. It is in the tab order so keyboard
 * users can read the tooltip too, and it is an image named by its label for screen readers.
 */
export function AlertIcon({ label, tone = 'danger', size = 'medium', tooltipPlacement = 'top', className }: AlertIconProps) {
  const Glyph = glyphs[tone];
  return (
    <Tooltip content={label} placement={tooltipPlacement}>
      <Focusable>
        <span
          role="img"
          aria-label={label}
          tabIndex={0}
          data-tone={tone}
          className={clsx(styles.base, styles.tones[tone], styles.sizes[size], className)}
        >
          <Glyph className={styles.svg} aria-hidden="true" />
        </span>
      </Focusable>
    </Tooltip>
  );
}
