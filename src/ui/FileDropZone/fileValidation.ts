/** File size in the units people read: '512 B', '1.5 KB', '10 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${units[unit]}`;
}

export interface FileRules {
  /** MIME types ('application/pdf', 'image/*') or extensions ('.pdf'); empty accepts everything. */
  acceptedFileTypes?: readonly string[];
  /** Largest accepted size in bytes. */
  maxFileSize?: number;
  /** Whether more than one file may be chosen. */
  allowsMultiple?: boolean;
}

export interface RejectedFile {
  file: File;
  /** A sentence naming the file and the rule it broke. */
  message: string;
}

export interface FileCheck {
  accepted: File[];
  rejected: RejectedFile[];
}

function matchesType(file: File, accepted: readonly string[]): boolean {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accepted.some((rule) => {
    const r = rule.toLowerCase().trim();
    if (r.startsWith('.')) return name.endsWith(r);
    if (r.endsWith('/*')) return type.startsWith(r.slice(0, -1));
    return type === r;
  });
}

/** How accepted types read in a message: '.pdf', 'image/*' become 'PDF', 'images'. */
export function describeFileTypes(accepted: readonly string[]): string {
  return accepted
    .map((rule) => {
      if (rule.startsWith('.')) return rule.slice(1).toUpperCase();
      if (rule.endsWith('/*')) return `${rule.slice(0, -2)} files`;
      const subtype = rule.split('/')[1] ?? rule;
      return subtype.toUpperCase();
    })
    .join(', ');
}

/** Splits chosen or dropped files into accepted and rejected, each rejection with a clear message. */
export function checkFiles(files: readonly File[], rules: FileRules): FileCheck {
  const accepted: File[] = [];
  const rejected: RejectedFile[] = [];
  const types = rules.acceptedFileTypes ?? [];
  for (const file of files) {
    if (!rules.allowsMultiple && accepted.length === 1) {
      rejected.push({ file, message: `"${file.name}" was not added: only one file can be chosen.` });
    } else if (types.length > 0 && !matchesType(file, types)) {
      rejected.push({ file, message: `"${file.name}" is not an accepted file type (${describeFileTypes(types)}).` });
    } else if (rules.maxFileSize !== undefined && file.size > rules.maxFileSize) {
      rejected.push({
        file,
        message: `"${file.name}" is ${formatBytes(file.size)}, larger than the ${formatBytes(rules.maxFileSize)} limit.`,
      });
    } else {
      accepted.push(file);
    }
  }
  return { accepted, rejected };
}
