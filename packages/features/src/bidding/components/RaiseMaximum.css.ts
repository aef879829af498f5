import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

export const raise = style({ maxWidth: '26rem', marginTop: vars.space.xsmall });
