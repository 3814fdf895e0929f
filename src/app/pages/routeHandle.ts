import type { ShellMode } from '../../screens/Shell/headerActions';

/** Route handle: what the shell needs to know about a page. */
export interface RouteHandle {
  mode?: ShellMode;
}
