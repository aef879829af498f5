export { ResponsiveTabs, type ResponsiveTabsProps, type ResponsiveTabsSection } from './ResponsiveTabs';
