import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/vars.css';

export const summaryList = style({ margin: `${vars.space.sm} 0 0`, paddingInlineStart: vars.space.lg, lineHeight: vars.font.lineHeight.normal });
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
