import { useId, type ReactNode } from 'react';
import { Button } from '../../ui';
import * as styles from './panels.css';

/** A sidebar of the editor: a complementary region named by its title heading. */
export function Sidebar({ title, children }: { title: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <aside className={styles.sidebar} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sidebarTitle}>
        {title}
      </h2>
      {children}
    </aside>
  );
}

/** A graph's 'Clear all' (its points) and 'Clear all tags' (of its points), each shown when the host offers it; the host confirms first. */
export function ClearGraphButtons({ onClearAll, onClearAllTags }: { onClearAll?: () => void; onClearAllTags?: () => void }) {
  return (
    <>
      {onClearAll ? (
        <Button variant="secondary" onPress={onClearAll}>
          Clear all
        </Button>
      ) : null}
      {onClearAllTags ? (
        <Button variant="secondary" onPress={onClearAllTags}>
          Clear all tags
        </Button>
      ) : null}
    </>
  );
}
