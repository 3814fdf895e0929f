import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/vars.css';

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const status = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text });

export const error = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.danger });

export const row = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.xs });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.xs, flexWrap: 'wrap' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const headerList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 2, maxHeight: 320, overflowY: 'auto' });

export const info = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, fontSize: vars.font.size.sm });
