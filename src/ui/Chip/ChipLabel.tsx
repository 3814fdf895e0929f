import { truncate } from '../utils/truncate';
import * as styles from './Chip.css';

/**
 * A chip's text cut to `maxLength` characters. Sighted users see the short form and get the full
 * name on hover (title); assistive technology reads only the full name.
 */
export function ChipLabel({ text, maxLength }: { text: string; maxLength?: number }) {
  const short = maxLength === undefined ? text : truncate(text, maxLength);
  if (short === text) return <span className={styles.label}>{text}</span>;
  return (
    <span className={styles.label} title={text}>
      <span aria-hidden="true">{short}</span>
      <span className={styles.visuallyHidden}>{text}</span>
    </span>
  );
}
