import { useMemo, useRef } from 'react';
import type { EngineLayer } from './engine/layers';
import { TableInteraction, createTableLayer, type TableLayerCallbacks, type TableLayerOptions } from './engine/layers/tableLayer';

/**
 * The table layer for a Digitizer's `layers` prop. The layer is rebuilt only when what it draws
 * changes; its pointer state lives in a ref, so a drag survives the rebuild, and the callbacks are
 * always the latest ones passed.
 */
export function useTableLayer(options: Omit<TableLayerOptions, 'interaction'>): EngineLayer {
  const interaction = useRef<TableInteraction | null>(null);
  interaction.current ??= new TableInteraction();
  const callbacks = useRef<TableLayerCallbacks>(options);
  callbacks.current = options;
  const { id, mode, table, cellStates, selectedCell, selectedHeader } = options;
  return useMemo(
    () =>
      createTableLayer({
        id,
        mode,
        table,
        cellStates,
        selectedCell,
        selectedHeader,
        interaction: interaction.current!,
        onAreaChange: (area) => callbacks.current.onAreaChange?.(area),
        onResize: (change) => callbacks.current.onResize?.(change),
        onDividerMove: (which, index, position) => callbacks.current.onDividerMove?.(which, index, position),
        onCellSelect: (row, col) => callbacks.current.onCellSelect?.(row, col),
        onCellActivate: (row, col) => callbacks.current.onCellActivate?.(row, col),
        onHeaderSelect: (which, index) => callbacks.current.onHeaderSelect?.(which, index),
        onHeaderActivate: (which, index) => callbacks.current.onHeaderActivate?.(which, index),
      }),
    [id, mode, table, cellStates, selectedCell, selectedHeader],
  );
}
