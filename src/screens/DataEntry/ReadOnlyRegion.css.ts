import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/vars.css';

/** Adds no box of its own: the panel's layout stays as it is, read-only or not. */
export const contents = style({ display: 'contents' });

/** A flex item of its own (the tagging strip's one child) that its content fills. */
export const fill = style({ display: 'flex', alignItems: 'stretch', gap: vars.space.xs, minWidth: 0 });
globalStyle(`${fill} > *`, { flex: '1 1 auto', minWidth: 0 });

export const note = style({
  flex: '0 0 auto',
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.warningSubtle,
  color: vars.color.text,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  alignSelf: 'flex-start',
});
globalStyle(`${fill} > ${note}`, { flex: '0 0 auto' });

// Inert content is dimmed so it reads as switched off; the note saying why is not.
globalStyle(`${contents}[data-read-only] > *:not(${note}), ${fill}[data-read-only] > *:not(${note})`, { opacity: 0.5, filter: 'grayscale(0.6)' });
