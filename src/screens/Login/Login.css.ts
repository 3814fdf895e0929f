import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/vars.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const ssoNote = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.primarySubtle,
  color: vars.color.text,
});

export const ssoIcon = style({ flexShrink: 0, color: vars.color.primary });

export const forgot = style({ alignSelf: 'flex-start', fontSize: vars.font.size.sm });
