export { Toaster } from './deferred-toaster';
export { dismissToast, toast, useToasts } from './use-toast';
export type { ToastInput, ToastVariant } from './use-toast';
