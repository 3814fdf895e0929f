import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/vars.css';

export const searchRow = style({ maxWidth: '32rem' });

export const empty = style({ margin: 0, padding: vars.space.lg, color: vars.color.textMuted });

export const conceptTitle = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const status = style({ display: 'inline-flex', flexShrink: 0, width: '18px', height: '18px' });

export const active = style({ color: vars.color.success, '@media': { '(forced-colors: active)': { color: 'CanvasText' } } });

export const inactive = style({ color: vars.color.danger, '@media': { '(forced-colors: active)': { color: 'CanvasText' } } });

export const details = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${vars.space.xs} ${vars.space.lg}`, margin: 0 });

export const term = style({ fontWeight: vars.font.weight.medium });

export const definition = style({ margin: 0 });

export const list = style({ margin: 0, paddingInlineStart: vars.space.lg });

export const source = style({ fontWeight: vars.font.weight.medium });

export const subtitle = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted });

export const rows = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const row = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.xs });

export const rowField = style({ flex: 1, minWidth: 0 });

/** Keeps the row buttons level with the input when the field shows a label above it. */
export const rowButtons = style({ display: 'flex', gap: vars.space.xxs, paddingBlockEnd: vars.space.xxs });
