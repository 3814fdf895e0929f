import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/vars.css';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minHeight: 0,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const filter = style({ flex: '1 1 280px', maxWidth: 420 });

export const centred = style({ display: 'grid', placeItems: 'center', padding: vars.space.xl });

export const jsonSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const jsonHeading = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });

export const jsonFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const jsonStatus = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const jsonError = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.danger, fontWeight: vars.font.weight.medium });

export const codeEditor = style({
  height: '45vh',
  minHeight: 240,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  fontSize: vars.font.size.sm,
});

globalStyle(`${codeEditor} .cm-editor`, { height: '100%', background: vars.color.surface, color: vars.color.text });
globalStyle(`${codeEditor} .cm-scroller`, { fontFamily: vars.font.family.mono });
globalStyle(`${codeEditor} .cm-gutters`, { background: vars.color.surfaceSunken, color: vars.color.textMuted, borderRight: `1px solid ${vars.color.border}` });
globalStyle(`${codeEditor} .cm-activeLine, ${codeEditor} .cm-activeLineGutter`, { background: vars.color.primarySubtle });
globalStyle(`${codeEditor} .cm-editor.cm-focused`, { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 });

export const panelTitle = style({ display: 'inline-flex', gap: vars.space.sm, alignItems: 'baseline' });

export const panelCount = style({ color: vars.color.textMuted, fontWeight: vars.font.weight.regular, fontSize: vars.font.size.sm });

export const dialogBody = style({ display: 'flex', flexDirection: 'column', minHeight: 0 });

export const survivalSection = style([
  jsonSection,
  {
    gap: vars.space.md,
  },
]);

export const survivalGraph = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const survivalGraphHeading = style({
  margin: 0,
  display: 'inline-flex',
  gap: vars.space.sm,
  alignItems: 'baseline',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
});

export const survivalTable = style({
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  width: '100%',
});

globalStyle(`${survivalTable} th, ${survivalTable} td`, {
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${survivalTable} thead th`, { color: vars.color.textMuted, fontWeight: vars.font.weight.medium });
globalStyle(`${survivalTable} tbody th`, { fontWeight: vars.font.weight.medium });

export const survivalProblems = style({ margin: 0, paddingInlineStart: vars.space.lg, fontSize: vars.font.size.sm, color: vars.color.textMuted });
