import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { withJotaiStore } from './decorators/withJotaiStore';
import { withLinks } from './decorators/withLinks';
import { withQueryClient } from './decorators/withQueryClient';
import { withRouter } from './decorators/withRouter';
import { withTheme } from './decorators/withTheme';
import { viewports } from './viewports';

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withLinks, withTheme, withRouter, withJotaiStore, withQueryClient],
  loaders: [mswLoader()],
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    viewport: { options: viewports },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
