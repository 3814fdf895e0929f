/** A canvas whose 2D context records the calls the renderers make, for Node tests. */
export interface Call {
  name: string;
  args: unknown[];
  composite: string;
  /** Fill and stroke style and line width when the call was made. */
  fillStyle?: unknown;
  strokeStyle?: unknown;
  lineWidth?: unknown;
}

export function fakeCanvas(): { canvas: HTMLCanvasElement; calls: Call[] } {
  const calls: Call[] = [];
  const state = { globalCompositeOperation: 'source-over', imageSmoothingEnabled: true, imageSmoothingQuality: 'low' };
  const stack: (typeof state)[] = [];
  const record =
    (name: string) =>
    (...args: unknown[]) =>
      calls.push({
        name,
        args,
        composite: state.globalCompositeOperation,
        fillStyle: (state as Record<string, unknown>).fillStyle,
        strokeStyle: (state as Record<string, unknown>).strokeStyle,
        lineWidth: (state as Record<string, unknown>).lineWidth,
      });
  const ctx = new Proxy(state as Record<string, unknown>, {
    get(target, key: string) {
      if (key in target) return target[key];
      if (key === 'save') return () => stack.push({ ...state });
      if (key === 'restore') return () => Object.assign(state, stack.pop());
      return record(key);
    },
    set(target, key: string, value) {
      target[key] = value;
      return true;
    },
  });
  const canvas = { width: 0, height: 0, getContext: () => ctx } as unknown as HTMLCanvasElement;
  return { canvas, calls };
}

/** ImageData as Node lacks it: the renderers only use width, height and data. */
export function installImageData(): void {
  if (typeof globalThis.ImageData !== 'undefined') return;
  (globalThis as unknown as { ImageData: unknown }).ImageData = class {
    readonly data: Uint8ClampedArray;
    constructor(
      readonly width: number,
      readonly height: number,
    ) {
      this.data = new Uint8ClampedArray(width * height * 4);
    }
  };
}
