import { useId } from 'react';
import { CircleAlert, FileText, X } from 'lucide-react';
import clsx from 'clsx';
import { IconButton } from '../IconButton/IconButton';
import { ProgressBar } from '../ProgressBar/ProgressBar';
import { formatBytes } from '../FileDropZone/fileValidation';
import { visuallyHidden } from '../theme/a11y.css';
import { truncate } from '../utils/truncate';
import * as styles from './FileChip.css';

export const fileChipStatuses = ['idle', 'uploading', 'done', 'error'] as const;
export type FileChipStatus = (typeof fileChipStatuses)[number];

export interface FileChipProps {
  /** File name, shown truncated; the full name stays in the accessible name and tooltip. */
  name: string;
  /** Size in bytes. */
  size?: number;
  /** @default 'idle' */
  status?: FileChipStatus;
  /** Upload progress 0-100 while uploading; omitted, the bar is indeterminate. */
  progress?: number;
  /** Why the upload failed, shown under the name. */
  errorMessage?: string;
  /** Names longer than this are cut with an ellipsis (the spec's 50 for file chips); the full name stays in the accessible name and tooltip. @default no cut */
  maxNameLength?: number;
  /** Removes the file; omitted, no remove button. */
  onRemove?: () => void;
  /** @default false */
  isDisabled?: boolean;
  className?: string;
}

/** A chosen or uploaded file: name, size, upload progress and a remove button. */
export function FileChip({ name, size, status = 'idle', progress, errorMessage, maxNameLength, onRemove, isDisabled = false, className }: FileChipProps) {
  const errorId = useId();
  const shortName = maxNameLength === undefined ? name : truncate(name, maxNameLength);
  const Icon = status === 'error' ? CircleAlert : FileText;
  return (
    <div className={clsx(styles.chip, className)} data-status={status} title={name}>
      <Icon className={status === 'error' ? styles.errorIcon : styles.icon} size={16} aria-hidden="true" />
      <span className={styles.text}>
        {shortName === name ? (
          <span className={styles.name}>{name}</span>
        ) : (
          <span className={styles.name}>
            <span aria-hidden="true">{shortName}</span>
            <span className={visuallyHidden}>{name}</span>
          </span>
        )}
        {size !== undefined ? <span className={styles.size}>{formatBytes(size)}</span> : null}
      </span>
      {onRemove ? (
        <IconButton
          label={`Remove ${name}`}
          icon={<X />}
          size="small"
          onPress={onRemove}
          isDisabled={isDisabled}
          aria-describedby={status === 'error' && errorMessage ? errorId : undefined}
        />
      ) : (
        <span />
      )}
      {status === 'uploading' ? (
        <ProgressBar
          className={styles.progress}
          aria-label={`Uploading ${name}`}
          value={progress}
          isIndeterminate={progress === undefined}
          size="small"
          showValue={false}
        />
      ) : null}
      {status === 'error' && errorMessage ? (
        <span id={errorId} className={styles.error}>
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
