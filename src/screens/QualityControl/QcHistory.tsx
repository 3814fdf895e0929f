import type { ReactNode } from 'react';
import { Button } from '../../ui';
import * as styles from './QcHistory.css';

export interface QcHistoryButtonProps {
  /** Whether the history is shown. @default false */
  isOpen?: boolean;
  onToggle: () => void;
}

/** The 'History' button of the quality-control title row: opens and closes the reviewed extraction's history. */
export function QcHistoryButton({ isOpen = false, onToggle }: QcHistoryButtonProps) {
  return (
    <Button variant="secondary" size="small" onPress={onToggle} aria-expanded={isOpen}>
      History
    </Button>
  );
}

/** Where the history panel sits in the quality-control screen: above the comparison and the tree. */
export function QcHistorySide({ children }: { children: ReactNode }) {
  return <div className={styles.side}>{children}</div>;
}
