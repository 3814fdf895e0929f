// Bundled from npm so layouts and screenshots never depend on the fonts of the machine.
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/700.css';
