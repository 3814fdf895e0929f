import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/vars.css';

export const page = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xl, color: vars.color.text });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '480px',
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation.low,
});

export const title = style({ margin: 0, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
