export { Dialog, type DialogContentProps, type DialogRootProps, type DialogSlotProps } from './Dialog';
