export { Drawer, type DrawerContentProps, type DrawerRootProps, type DrawerSlotProps } from './Drawer';
