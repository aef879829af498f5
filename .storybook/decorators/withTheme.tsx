import type { Decorator } from '@storybook/react-vite';
import { themeClassName } from '@storefront/ui';
import { addBrandFonts } from '@storefront/ui/brandFonts';

// Stories show the brand fonts from the start: each file is fetched now, and screenshots wait for document.fonts.ready.
addBrandFonts().forEach((face) => void face.load());

/**
 * Puts the story in the storefront's theme. Stories whose content renders in a portal
 * (dialogs, drawers, toasts, popovers) set `parameters.visual.fullViewport`, so the
 * story root covers the viewport and the screenshot after the play function includes them.
 */
export const withTheme: Decorator = (Story, context) => {
  const fullViewport = (context.parameters['visual'] as { fullViewport?: boolean } | undefined)?.fullViewport;
  return (
    <div className={themeClassName} style={{ padding: 16, minHeight: fullViewport ? '100vh' : undefined }}>
      <Story />
    </div>
  );
};
