import { Fragment, createElement, useId } from 'react';
import { ExternalLink } from 'lucide-react';
import { Dialog, Link } from '../../ui';
import { sourceDataExtractionShortcuts, type ShortcutTable } from './shortcuts';
import * as styles from './UserManual.css';

/** The route of the standalone manual page. */
export const USER_MANUAL_HREF = '/user-manual';

function Keys({ keys }: { keys: readonly string[] }) {
  return (
    <kbd>
      {keys.map((key, index) => (
        <Fragment key={key}>
          {index > 0 ? (
            <span className={styles.plus}> + </span>
          ) : null}
          <kbd className={styles.key}>{key}</kbd>
        </Fragment>
      ))}
    </kbd>
  );
}

function ShortcutsTable({ table }: { table: ShortcutTable }) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{table.title}</caption>
      <thead>
        <tr>
          <th scope="col">Keys</th>
          <th scope="col">Action</th>
        </tr>
      </thead>
      <tbody>
        {table.shortcuts.map((shortcut) => (
          <tr key={shortcut.keys.join('+')}>
            <th scope="row" className={styles.keysCell}>
              <Keys keys={shortcut.keys} />
            </th>
            <td>{shortcut.action}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface UserManualContentProps {
  /** Heading level of the manual's sections, to fit the surrounding outline. @default 2 */
  headingLevel?: 2 | 3;
}

/** The manual's body: how the extraction screens work and their keyboard shortcuts. */
export function UserManualContent({ headingLevel = 2 }: UserManualContentProps) {
  const sectionId = useId();
  return (
    <div className={styles.content}>
      <section aria-labelledby={sectionId}>
        {createElement(`h${headingLevel}`, { id: sectionId, className: styles.sectionTitle }, 'Source Data Extraction shortcuts')}
        <p className={styles.paragraph}>
          These keys speed up tagging data points from graphs, tables and text in the digitizing editor.
        </p>
      </section>
      {sourceDataExtractionShortcuts.map((table) => (
        <ShortcutsTable key={table.id} table={table} />
      ))}
    </div>
  );
}

/** The user manual as a page of its own, at /user-manual. */
export function UserManualPage() {
  const titleId = useId();
  return (
    <article className={styles.content} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.pageTitle}>
        User manual
      </h1>
      <UserManualContent />
    </article>
  );
}

export interface UserManualDialogProps {
  /** Whether the dialog is shown; leave undefined inside a DialogTrigger, which then opens it. */
  isOpen?: boolean;
  /** Called when the user closes the dialog (Close, Escape). */
  onOpenChange?: (isOpen: boolean) => void;
  /** Where 'Open in new tab' leads. @default '/user-manual' */
  manualHref?: string;
}

/**
 * The user manual over the current screen, so an extractor can read it without losing their place. Controlled
 * (`isOpen`, `onOpenChange`) or inside a DialogTrigger beside the button that opens it.
 */
export function UserManualDialog({ isOpen, onOpenChange, manualHref = USER_MANUAL_HREF }: UserManualDialogProps) {
  return (
    <Dialog title="User manual" maxWidth="fullscreen" hasCloseButton isOpen={isOpen} onOpenChange={onOpenChange}>
      <div className={styles.dialogToolbar}>
        <Link variant="standalone" href={manualHref} target="_blank" rel="noopener noreferrer">
          Open in new tab <ExternalLink size={14} aria-hidden="true" />
        </Link>
      </div>
      <UserManualContent />
    </Dialog>
  );
}
