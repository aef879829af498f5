import { breakpoints, type Breakpoint } from '@storefront/ui';

const labels: Record<Breakpoint, string> = {
  smallPhone: 'Small phone',
  phone: 'Phone',
  tablet: 'Tablet',
  mobile: 'Mobile layout limit',
  desktop: 'Desktop',
};

/** Storybook viewports at the spec's breakpoints (480, 600, 768, 991, 1024 px). */
export const viewports = Object.fromEntries(
  (Object.keys(breakpoints) as Breakpoint[]).map((name) => [
    name,
    {
      name: `${labels[name]} (${breakpoints[name]}px)`,
      styles: { width: `${breakpoints[name]}px`, height: '800px' },
      type:
        breakpoints[name] <= breakpoints.tablet
          ? 'mobile'
          : breakpoints[name] <= breakpoints.mobile
            ? 'tablet'
            : 'desktop',
    },
  ]),
);
