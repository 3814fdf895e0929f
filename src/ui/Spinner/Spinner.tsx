import { Label, ProgressBar as RACProgressBar } from 'react-aria-components';
import clsx from 'clsx';
import * as styles from './Spinner.css';

export const spinnerSizes = ['small', 'medium', 'large'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps {
  /** What is loading; always the accessible name, shown beside the spinner when `showLabel`. @default 'Loading' */
  label?: string;
  /** Show the label as text, not only to assistive technology. @default false */
  showLabel?: boolean;
  /** @default 'medium' */
  size?: SpinnerSize;
  className?: string;
}

/** An indeterminate progress indicator with a name, e.g. 'Loading papers'. */
export function Spinner({ label = 'Loading', showLabel = false, size = 'medium', className }: SpinnerProps) {
  return (
    <RACProgressBar
      isIndeterminate
      aria-label={showLabel ? undefined : label}
      className={clsx(styles.root, className)}
    >
      {({ isIndeterminate }) => (
        <>
          <span className={clsx(styles.circle, styles.sizes[size])} data-indeterminate={isIndeterminate || undefined} aria-hidden="true" />
          {showLabel ? <Label elementType="span">{label}</Label> : null}
        </>
      )}
    </RACProgressBar>
  );
}
