import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/vars.css';
import { focusRing } from '../../ui/theme/focus.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minHeight: 0,
  height: '100%',
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  overflow: 'auto',
});
export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const title = style({ margin: 0, marginInlineEnd: 'auto', fontSize: vars.font.size.lg });
export const centred = style({ display: 'flex', justifyContent: 'center', padding: vars.space.lg });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  outline: 'none',
});
export const item = style([
  focusRing,
  {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    columnGap: vars.space.sm,
    rowGap: vars.space.xxs,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    cursor: 'pointer',
    fontSize: vars.font.size.sm,
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceHover },
      '&[data-selected]': { background: vars.color.surfaceSelected, borderColor: vars.color.primary },
    },
    '@media': { '(forced-colors: active)': { selectors: { '&[data-selected]': { outline: '2px solid Highlight' } } } },
  },
]);
export const versionNumber = style({ fontWeight: vars.font.weight.bold });
export const who = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 });
export const when = style({ color: vars.color.textMuted, whiteSpace: 'nowrap' });
export const summary = style({ gridColumn: '1 / -1', color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
export const detailsTitle = style({ margin: 0, fontSize: vars.font.size.md });
export const counts = style({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const changes = style({ margin: 0, paddingInlineStart: vars.space.lg, fontSize: vars.font.size.sm, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
