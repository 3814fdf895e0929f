/**
 * Runs `run` once the next frame has been drawn (a task after the next animation frame), for work
 * a user does not wait for: what shows the change goes out first. Returns a function that cancels
 * it if it has not run yet.
 */
export function afterNextFrame(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
