import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/ui';

export const root = style({ display: 'grid', gap: vars.space.xsmall, minWidth: 0 });

export const problem = style({ margin: 0, color: vars.tone.critical.foreground, fontSize: vars.fontSize.small });
