import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/vars.css';

export const audience = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const tagList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const description = style({ color: vars.color.textMuted });
