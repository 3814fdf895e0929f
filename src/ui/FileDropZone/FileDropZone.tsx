import { useId, useState } from 'react';
import { DropZone, FileTrigger, isFileDropItem, type DropZoneProps } from 'react-aria-components';
import { Upload } from 'lucide-react';
import { Button } from '../Button/Button';
import { checkFiles, describeFileTypes, formatBytes, type RejectedFile } from './fileValidation';
import * as styles from './FileDropZone.css';

export interface FileDropZoneProps {
  /** What to drop, e.g. 'Drop PDF or image files here'. @default 'Drop files here' */
  label?: string;
  /** Text of the button that opens the file picker. @default 'Choose files' (or 'Choose file' for one) */
  buttonLabel?: string;
  /** MIME types or extensions, e.g. ['application/pdf', 'image/*']. @default any type */
  acceptedFileTypes?: readonly string[];
  /** Largest file in bytes. @default no limit */
  maxFileSize?: number;
  /** @default true */
  allowsMultiple?: boolean;
  /** Called with the files that passed the rules. */
  onFilesAccepted: (files: File[]) => void;
  /** Called with the files that did not, each with its message (also shown under the zone). */
  onFilesRejected?: (rejected: RejectedFile[]) => void;
  /** @default false */
  isDisabled?: boolean;
  className?: string;
}

/** Drop files or choose them; each file that breaks a rule gets an error naming it and the rule. */
export function FileDropZone({
  label = 'Drop files here',
  buttonLabel,
  acceptedFileTypes = [],
  maxFileSize,
  allowsMultiple = true,
  onFilesAccepted,
  onFilesRejected,
  isDisabled = false,
  className,
}: FileDropZoneProps) {
  const hintId = useId();
  const errorId = useId();
  const [rejected, setRejected] = useState<RejectedFile[]>([]);

  const receive = (files: File[]) => {
    const result = checkFiles(files, { acceptedFileTypes, maxFileSize, allowsMultiple });
    setRejected(result.rejected);
    if (result.accepted.length > 0) onFilesAccepted(result.accepted);
    if (result.rejected.length > 0) onFilesRejected?.(result.rejected);
  };

  const onDrop: DropZoneProps['onDrop'] = async (event) => {
    const items = event.items.filter(isFileDropItem);
    receive(await Promise.all(items.map((item) => item.getFile())));
  };

  const hint = [
    acceptedFileTypes.length > 0 ? `Accepted: ${describeFileTypes(acceptedFileTypes)}` : null,
    maxFileSize !== undefined ? `up to ${formatBytes(maxFileSize)}${allowsMultiple ? ' each' : ''}` : null,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <DropZone
        onDrop={onDrop}
        isDisabled={isDisabled}
        // Named once: React Aria would otherwise join its own 'DropZone' label to the visible text.
        aria-label={label}
        data-invalid={rejected.length > 0 || undefined}
        className={styles.zone}
      >
        <Upload size={28} aria-hidden="true" />
        <span className={styles.label} aria-hidden="true">
          {label}
        </span>
        {hint ? (
          <span id={hintId} className={styles.hint}>
            {hint}
          </span>
        ) : null}
        <FileTrigger
          acceptedFileTypes={acceptedFileTypes}
          allowsMultiple={allowsMultiple}
          onSelect={(list) => receive(list ? Array.from(list) : [])}
        >
          <Button
            variant="secondary"
            isDisabled={isDisabled}
            aria-describedby={[hint ? hintId : null, rejected.length > 0 ? errorId : null].filter(Boolean).join(' ') || undefined}
          >
            {buttonLabel ?? (allowsMultiple ? 'Choose files' : 'Choose file')}
          </Button>
        </FileTrigger>
      </DropZone>
      {/* Always in the DOM so the live region is registered before the first error arrives. */}
      <div id={errorId} role="alert" aria-atomic="true">
        {rejected.length > 0 ? (
          <ul className={styles.errors}>
            {rejected.map(({ file, message }) => (
              <li key={`${file.name}-${file.size}-${file.lastModified}`}>{message}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
