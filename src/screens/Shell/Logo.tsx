export interface SourcebenchLogoProps {
  /** Width and height in px. @default 32 */
  size?: number;
  /** Extra class names; the mark draws in `currentColor`. */
  className?: string;
}

/** The Sourcebench mark: a chart with a digitized point. Decorative; the text beside it names the product. */
export function SourcebenchLogo({ size = 32, className }: SourcebenchLogoProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" fill="none" aria-hidden="true" focusable="false" className={className}>
      <rect x="1" y="1" width="30" height="30" rx="6" stroke="currentColor" strokeWidth="2" />
      <path d="M7 24V8M7 24h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <path d="M9 21l5-6 4 3 6-8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="18" cy="18" r="2.5" fill="currentColor" />
    </svg>
  );
}
