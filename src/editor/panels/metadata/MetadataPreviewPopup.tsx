import { COMPOSITE_KEY_LEVELS, parseCompositeKey } from '../../core/compositeKey';
import type { PointMetadata } from '../../core/model/types';
import { metadataRows } from '../../core/tagging';
import { KEY_PART_LABELS, METADATA_DIALOG_MESSAGES } from './metadataDialogState';
import * as styles from './MetadataPreviewPopup.css';

export interface MetadataPreviewPopupProps {
  /** The item's metadata. */
  metadata: PointMetadata;
  /** The viewport point the popup shows next to (the hovered item). */
  anchor: { x: number; y: number };
}

const GAP = 12;

/** A read-only preview of an item's metadata, shown on hover: tag group, rows and study branch. */
export function MetadataPreviewPopup({ metadata, anchor }: MetadataPreviewPopupProps) {
  const rows = metadataRows(metadata).filter(({ entry }) => !entry.hidden);
  const hasAxis = rows.some(({ entry }) => entry.axis !== undefined && entry.axis !== '');
  const parts = metadata.compositeKey ? parseCompositeKey(metadata.compositeKey) : {};
  const levels = COMPOSITE_KEY_LEVELS.filter((level) => parts[level] !== undefined);
  const vw = typeof window === 'undefined' ? 1200 : window.innerWidth;
  const vh = typeof window === 'undefined' ? 900 : window.innerHeight;
  const position =
    anchor.y <= vh / 2
      ? { left: Math.max(8, Math.min(anchor.x + GAP, vw - 428)), top: anchor.y + GAP }
      : { left: Math.max(8, Math.min(anchor.x + GAP, vw - 428)), bottom: vh - anchor.y + GAP };
  const title = metadata.tagGroup?.name ?? 'No tag group';
  return (
    <div className={styles.popup} role="tooltip" style={position} data-metadata-preview="">
      <p className={styles.title}>{title}</p>
      {rows.length > 0 ? (
        <table className={styles.table} aria-label={`${title} values`}>
          <thead>
            <tr>
              {hasAxis ? <th scope="col">Axis</th> : null}
              <th scope="col">Value</th>
              <th scope="col">Tag</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ index, entry }) => (
              <tr key={index}>
                {hasAxis ? <td>{entry.axis ?? ''}</td> : null}
                <td>{entry.value === null ? '' : String(entry.value)}</td>
                <td>{entry.tag.name}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {levels.length > 0 ? (
        <dl className={styles.key} aria-label="Study branch">
          {levels.map((level) => (
            <div key={level} style={{ display: 'contents' }}>
              <dt>{KEY_PART_LABELS[level]}</dt>
              <dd>{parts[level]}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className={styles.missing}>{METADATA_DIALOG_MESSAGES.missingStudyBranch}</p>
      )}
    </div>
  );
}
