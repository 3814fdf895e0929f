import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/vars.css';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxl, color: vars.color.text });

export const screenTitle = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const tableSection = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

/** The row a confirmation is about, on its own line under the question. */
export const confirmSubject = style({ display: 'block', marginTop: vars.space.sm, fontWeight: vars.font.weight.bold });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const cellWithMarks = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, flexWrap: 'wrap' });

export const mono = style({ fontFamily: vars.font.family.mono, fontSize: vars.font.size.sm });

export const count = style({ fontVariantNumeric: 'tabular-nums' });

export const muted = style({ color: vars.color.textMuted });
