import type { ReactNode } from 'react';
import {
  Radio as RACRadio,
  RadioGroup as RACRadioGroup,
  composeRenderProps,
  type RadioGroupProps as RACRadioGroupProps,
  type RadioProps as RACRadioProps,
} from 'react-aria-components';
import clsx from 'clsx';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../Field/Field';
import * as styles from './RadioGroup.css';

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'className' | 'children'> {
  /** The group's visible label, also its accessible name. */
  label?: ReactNode;
  /** Help text under the options, read as the group's description. */
  description?: ReactNode;
  /** Shown while the group is invalid; defaults to the browser's validation message. */
  errorMessage?: ReactNode;
  /** The `Radio` options. */
  children: ReactNode;
  className?: string;
}

/** One choice among a few visible options; arrow keys move between them, Tab leaves the group. */
export function RadioGroup({ label, description, errorMessage, children, className, orientation = 'vertical', ...props }: RadioGroupProps) {
  return (
    <RACRadioGroup {...props} orientation={orientation} className={clsx(styles.group, className)}>
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <div className={styles.options}>{children}</div>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </RACRadioGroup>
  );
}

export interface RadioProps extends Omit<RACRadioProps, 'className'> {
  className?: string;
}

/** One option of a `RadioGroup`, with its label as children. */
export function Radio({ className, children, ...props }: RadioProps) {
  return (
    <RACRadio {...props} className={clsx(styles.radio, className)}>
      {composeRenderProps(children, (content) => (
        <>
          <span className={styles.circle} aria-hidden="true" />
          {content}
        </>
      ))}
    </RACRadio>
  );
}
