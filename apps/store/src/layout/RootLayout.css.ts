import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/ui';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const main = style({ flex: 1, width: '100%', maxWidth: '1200px', margin: '0 auto', padding: vars.space.medium });
