import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { withJotaiStore } from './decorators/withJotaiStore';
import { withLinks } from './decorators/withLinks';
import { withQueryClient } from './decorators/withQueryClient';
import { loadRouter, withRouter } from './decorators/withRouter';
import { withTheme } from './decorators/withTheme';
import { viewports } from './viewports';

// `npm run storybook` compiles each module the first time a story needs it: a play's findBy and waitFor wait up to 5 s
// for what they look for, not testing-library's 1 s, so a play passes in dev as it does where it is built.
configure({ asyncUtilTimeout: 5_000 });

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withLinks, withTheme, withRouter, withJotaiStore, withQueryClient],
  loaders: [mswLoader(), loadRouter],
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    viewport: { options: viewports },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    options: {
      // The library's one order; a new story takes its place by its title (see the Welcome page).
      storySort: {
        order: [
          'Welcome',
          'Foundations',
          ['Colour', 'Contrast', 'Typography', 'Space', 'Radii', 'Shadows', 'Breakpoints', 'Motion'],
          'Components',
          ['Forms', 'Feedback', 'Overlays', 'Navigation', 'Data display', 'Auction'],
          'Features',
          'Pages',
        ],
      },
    },
  },
};

export default preview;
