import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/vars.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '40rem',
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const panelHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });

export const panelTitle = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });

export const tokenList = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' });

export const tokenItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} 0`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const tokenText = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

export const tokenName = style({ fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });

export const tokenDate = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const secret = style({
  display: 'block',
  padding: vars.space.md,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const paragraph = style({ margin: 0 });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
