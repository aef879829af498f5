import { breakpoints, type Breakpoint } from '@storefront/ui';

const labels: Record<Breakpoint, string> = {
  smallPhone: 'Small phone',
  phone: 'Phone',
  tablet: 'Tablet',
  mobile: 'Mobile layout limit',
  desktop: 'Desktop',
};

const typeOf = (width: number) =>
  width <= breakpoints.tablet ? 'mobile' : width <= breakpoints.mobile ? 'tablet' : 'desktop';

const viewport = (name: string, width: number) => ({
  name: `${name} (${width}px)`,
  styles: { width: `${width}px`, height: '800px' },
  type: typeOf(width),
});

/**
 * Storybook viewports: a 375 px phone, the spec's breakpoints (480, 600, 768, 991, 1024 px), then the common laptop
 * and wide desktop widths.
 */
export const viewports = {
  iPhone: viewport('Phone, narrow', 375),
  ...Object.fromEntries(
    (Object.keys(breakpoints) as Breakpoint[]).map((name) => [name, viewport(labels[name], breakpoints[name])]),
  ),
  laptop: viewport('Laptop', 1366),
  wide: viewport('Wide desktop', 1440),
};
