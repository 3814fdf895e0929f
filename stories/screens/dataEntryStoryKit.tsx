import { fn } from 'storybook/test';
import type { DigitizerFile } from '../../src/editor/Digitizer';
import type { EditorSession } from '../../src/editor/session';
import { DataEntryScreen, type DataEntryScreenProps } from '../../src/screens';
import { MainRegion } from './dataEntryFixtures';

/** What a data-entry story's loader gives its render: the paper's files and the editor's session. */
export type LoadedEntry = { files: DigitizerFile[]; session: EditorSession };

/** The screen's callbacks for its dialogs and states (validation, recovery, conflicts, errors, leaving), each a spy. */
export const screenCallbacks = () => ({
  onValidationClose: fn(),
  onUnsupportedVersionClose: fn(),
  onRestoreRecovered: fn(),
  onDiscardRecovered: fn(),
  onResolveConflicts: fn(),
  onViewCurrentData: fn(),
  onViewCurrentFile: fn(),
  onRetry: fn(),
  onLeave: fn(),
  onStay: fn(),
});

/**
 * Renders the data-entry screen in the shell's main region with the loader's files and session.
 * Until the screen is ready it gets neither; files given in the story's args replace the loader's.
 */
export function renderDataEntryScreen(args: DataEntryScreenProps, { loaded }: { loaded: Record<string, unknown> }) {
  const { files, session } = loaded as LoadedEntry;
  const ready = args.status === 'ready';
  return (
    <MainRegion>
      <DataEntryScreen {...args} files={ready ? (args.files ?? files) : []} session={ready ? session : null} />
    </MainRegion>
  );
}
