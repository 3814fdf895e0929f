import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/vars.css';

export const topRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const searchRow = style({ maxWidth: '32rem' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const files = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const chipList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const editedFile = style({ maxWidth: '28rem' });

export const note = style({ margin: 0, color: vars.color.textMuted });

export const error = style({ color: vars.color.danger, fontSize: vars.font.size.sm, selectors: { '&:empty': { display: 'none' } } });

export const paperCell = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });

export const muted = style({ color: vars.color.textMuted });

export const size = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
