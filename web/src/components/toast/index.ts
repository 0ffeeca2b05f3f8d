export { Toaster } from './Toaster.tsx';
export { dismissToast, type ToastOptions, toast, useToast } from './toast-store.ts';
