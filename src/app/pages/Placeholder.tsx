import { useId } from 'react';

export interface PlaceholderProps {
  /** The screen's title, as the drawer names it. */
  title: string;
  /** What the screen will offer. */
  description: string;
}

/** A route whose screen is not part of this build yet: it names the screen and what it is for. */
export function Placeholder({ title, description }: PlaceholderProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} style={{ padding: '24px' }}>
      <h1 id={id}>{title}</h1>
      <p>{description}</p>
      <p>
        <em>This screen is not available yet.</em>
      </p>
    </section>
  );
}
