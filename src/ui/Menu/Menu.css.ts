import { style } from '@vanilla-extract/css';
import { listItemDescription, listItemRule, popoverList } from '../Popover/listItem.css';
import { vars } from '../theme/vars.css';

export const menu = style([popoverList, { minWidth: '180px' }]);

export const item = style(
  listItemRule({
    '&[data-pressed]': { background: vars.color.surfacePressed },
    '&[data-tone=danger]': { color: vars.color.danger },
    '&[data-tone=danger][data-focused]': { background: vars.color.dangerSubtle },
    '&[data-tone=danger][data-disabled]': { color: vars.color.textDisabled },
  }),
);

export const itemIcon = style({ width: '16px', height: '16px', flexShrink: 0 });

export const itemLabel = style({ flex: 1, minWidth: 0 });

export const itemDescription = listItemDescription;

export const shortcut = style({
  marginInlineStart: 'auto',
  paddingInlineStart: vars.space.lg,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

export const sectionHeader = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const separator = style({
  height: '1px',
  margin: `${vars.space.xs} 0`,
  border: 'none',
  background: vars.color.border,
  '@media': { '(forced-colors: active)': { background: 'CanvasText' } },
});

export const trigger = style({});

export const chevron = style({ width: '16px', height: '16px', marginInlineEnd: `calc(-1 * ${vars.space.xs})` });
