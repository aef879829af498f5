import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/ui';

/** The video at a comfortable width, centred. */
export const page = style({ display: 'grid', gap: vars.space.medium, maxWidth: '48rem', marginInline: 'auto' });
