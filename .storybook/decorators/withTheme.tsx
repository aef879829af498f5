import type { Decorator } from '@storybook/react-vite';
import { themeClassName } from '@storefront/ui';
import '@storefront/ui/fonts';

export const withTheme: Decorator = (Story) => (
  <div className={themeClassName} style={{ padding: 16 }}>
    <Story />
  </div>
);
