import type { Preview } from '@storybook/react-vite';
import '../src/ui/theme/fonts';
import '../src/ui/theme/themes.css';
import './preview.css';

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Violations fail the story test, not just the panel.
    a11y: { test: 'error' },
    options: {
      storySort: { order: ['UI', 'Screens', 'Editor', '*'] },
    },
  },
};

export default preview;
