import { Checkbox as RACCheckbox, composeRenderProps, type CheckboxProps as RACCheckboxProps } from 'react-aria-components';
import { Check, Minus } from 'lucide-react';
import clsx from 'clsx';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<RACCheckboxProps, 'className'> {
  className?: string;
}

/**
 * A checkbox with its label as children. `isIndeterminate` shows a dash for a partly selected
 * group (announced as mixed). Without visible children, pass `aria-label`.
 */
export function Checkbox({ className, children, ...props }: CheckboxProps) {
  return (
    <RACCheckbox {...props} className={clsx(styles.checkbox, className)}>
      {composeRenderProps(children, (content, { isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? <Minus className={styles.mark} /> : isSelected ? <Check className={styles.mark} /> : null}
          </span>
          {content}
        </>
      ))}
    </RACCheckbox>
  );
}
