import type { Preview } from '@storybook/react-vite';
import '../src/ui/theme/fonts';
import '../src/ui/theme/themes.css';
import './preview.css';

const preview: Preview = {
  tags: ['autodocs'],
  // react-aria's live announcer outlives a story; an announcement that names a button from the
  // previous story would point at a missing element and fail the next story's axe check.
  beforeEach: () => {
    document.querySelectorAll('[data-live-announcer] [role="log"]').forEach((log) => log.replaceChildren());
    // The data-entry workspace keeps its column sizes and hidden columns in the browser; each story starts from the defaults.
    for (const key of Object.keys(window.localStorage)) {
      if (key.startsWith('react-resizable-panels:') || key.startsWith('sourcebench.data-entry.')) window.localStorage.removeItem(key);
    }
  },
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Violations fail the story test, not just the panel. A combobox's list scrolls under the keyboard
    // from its field (the options are reached with the arrow keys, focus stays in the field), so the
    // rule that every scrolling region take the focus itself does not apply to it.
    a11y: {
      test: 'error',
      config: { rules: [{ id: 'scrollable-region-focusable', selector: '*:not([data-trigger="ComboBox"])' }] },
    },
    options: {
      storySort: { order: ['UI', 'Screens', 'Editor', '*'] },
    },
  },
};

export default preview;
