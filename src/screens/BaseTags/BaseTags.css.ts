import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/vars.css';

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap' });

export const tree = style({ maxWidth: '48rem' });

export const nodeActions = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const parentRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

export const parentLabel = style({ fontWeight: vars.font.weight.medium });

export const parentName = style({ flex: 1, minWidth: 0 });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
