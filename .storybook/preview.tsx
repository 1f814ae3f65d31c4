import type { Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import './preview.css';

initialize({ onUnhandledRequest: 'bypass', quiet: true });

const preview: Preview = {
  loaders: [mswLoader],
  tags: ['autodocs'],
  parameters: {
    a11y: {
      // Violations fail the story test, not just the panel.
      test: 'error',
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } },
    },
    controls: { expanded: true },
  },
};
export default preview;
