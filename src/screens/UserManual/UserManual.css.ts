import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/vars.css';

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '72ch',
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.normal,
});

export const pageTitle = style({ margin: 0, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold });
export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });
export const paragraph = style({ margin: 0 });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.md,
});

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.lg,
  paddingBottom: vars.space.sm,
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  verticalAlign: 'top',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

globalStyle(`${table} thead th`, {
  background: vars.color.surfaceSunken,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
});

export const keysCell = style({ whiteSpace: 'nowrap', width: '30%' });

export const key = style({
  display: 'inline-block',
  minWidth: '1.6em',
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
});

export const plus = style({ padding: `0 ${vars.space.xxs}`, color: vars.color.textMuted });

export const dialogToolbar = style({ display: 'flex', justifyContent: 'flex-end', marginBottom: vars.space.md });
