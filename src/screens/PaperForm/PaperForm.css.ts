import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/vars.css';

/** Priority beside the source URL, which gets the room; one above the other on a narrow dialog. */
export const fieldRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 3fr)',
  columnGap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    '(max-width: 600px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

/** DOI, PubMed ID and PubMed Central ID side by side. */
export const identifierRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  columnGap: vars.space.lg,
  alignItems: 'start',
});

export const citationRow = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.md });

export const notFound = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.sm });

/** The accepted citation, under the identifiers. */
export const citation = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  fontSize: vars.font.size.sm,
});

export const citationText = style({ flex: 1, minWidth: 0 });

export const switches = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const sectionTitle = style({
  margin: 0,
  padding: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const removedRow = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.sm });

/** The new project's fields, set off from the paper's own. */
export const subForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingLeft: vars.space.lg,
  borderLeft: `2px solid ${vars.color.border}`,
});

/** The 'Confirm citation' details: term and value per line. */
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.lg,
  rowGap: vars.space.sm,
  margin: 0,
});

/** One term and its value; the grid lays out the pair. */
export const detailsRow = style({ display: 'contents' });

export const term = style({ fontWeight: vars.font.weight.bold, color: vars.color.textMuted });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const status = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, minHeight: '120px' });

// A chip may use the dialog's width, so the spec's 50-character cut is the one that shows.
globalStyle(`${chips} > li > *`, { maxWidth: '100%' });
