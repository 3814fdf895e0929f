import { Switch as RACSwitch, composeRenderProps, type SwitchProps as RACSwitchProps } from 'react-aria-components';
import clsx from 'clsx';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<RACSwitchProps, 'className'> {
  className?: string;
}

/** An on/off setting that applies at once (role switch), with its label as children. */
export function Switch({ className, children, ...props }: SwitchProps) {
  return (
    <RACSwitch {...props} className={clsx(styles.switchRoot, className)}>
      {composeRenderProps(children, (content) => (
        <>
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
          {content}
        </>
      ))}
    </RACSwitch>
  );
}
