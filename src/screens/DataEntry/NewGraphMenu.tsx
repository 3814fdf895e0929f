import { GRAPH_KIND_INFO, type GraphKind } from '../../editor/core/axesKinds';
import { MenuButton, MenuItem } from '../../ui';

/** The kinds of graph offered besides XY and bar, in the order of the spec's chart types. */
const OTHER_KINDS: readonly GraphKind[] = ['polar', 'ternary', 'map', 'circularChartRecorder', 'image'];

/** 'Other graph': the menu that starts a polar, ternary, map, circular chart recorder or image calibration. */
export function NewGraphMenu({ onChoose, isDisabled = false }: { onChoose: (kind: GraphKind) => void; isDisabled?: boolean }) {
  return (
    <MenuButton label="Other graph" size="small" variant="secondary" isDisabled={isDisabled} onAction={(key) => onChoose(key as GraphKind)}>
      {OTHER_KINDS.map((kind) => (
        <MenuItem key={kind} id={kind}>
          {GRAPH_KIND_INFO[kind].newTitle}
        </MenuItem>
      ))}
    </MenuButton>
  );
}
