import { ProgressBar as RACProgressBar, Label, type ProgressBarProps as RACProgressBarProps } from 'react-aria-components';
import clsx from 'clsx';
import * as styles from './ProgressBar.css';

export const progressBarSizes = ['small', 'medium'] as const;
export type ProgressBarSize = (typeof progressBarSizes)[number];
export const progressBarTones = ['primary', 'success', 'danger'] as const;
export type ProgressBarTone = (typeof progressBarTones)[number];

export interface ProgressBarProps extends Omit<RACProgressBarProps, 'className' | 'children'> {
  /** Visible label; without it, pass `aria-label`. */
  label?: string;
  /** Show the formatted value (e.g. '40%') beside the label. Never shown while indeterminate. @default true */
  showValue?: boolean;
  /** @default 'medium' */
  size?: ProgressBarSize;
  /** @default 'primary' */
  tone?: ProgressBarTone;
  className?: string;
}

/** Progress of a task: determinate with `value`, or `isIndeterminate` when the end is unknown. */
export function ProgressBar({ label, showValue = true, size = 'medium', tone = 'primary', className, ...props }: ProgressBarProps) {
  return (
    <RACProgressBar {...props} data-tone={tone} className={clsx(styles.root, styles.tones[tone], className)}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          {label ? <Label className={styles.label}>{label}</Label> : <span />}
          {showValue && !isIndeterminate ? <span className={styles.value}>{valueText}</span> : <span />}
          <div className={clsx(styles.track, styles.sizes[size])}>
            <div
              className={clsx(styles.fill, isIndeterminate && styles.indeterminateFill)}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </RACProgressBar>
  );
}
