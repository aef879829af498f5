import { themeBase } from './base.css';
import { bullionTheme } from './bullion.css';

export { vars } from './contract.css';
export { bullionTheme } from './bullion.css';
export { themeBase } from './base.css';
export { breakpoints, above, atMost, type Breakpoint } from './breakpoints';
export { imageRatios } from './imageRatios';
export { sprinkles, type Sprinkles } from './sprinkles.css';

/** Class names that put an element and its subtree in the storefront's theme. */
export const themeClassName = `${bullionTheme} ${themeBase}`;
export { visuallyHidden } from './visuallyHidden.css';
export { scrollingRow, scrollingRowFrame } from './scrollingRow.css';
