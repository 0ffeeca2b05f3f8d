import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';

interface ModalShellProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  wide?: boolean;
}

/** A centred dialog with a title: focus is trapped inside and Escape closes it (Headless UI). */
export function ModalShell({ open, onClose, title, children, wide }: ModalShellProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <div className="fixed inset-0 flex items-end justify-center overflow-y-auto p-0 sm:items-center sm:p-6">
        <DialogPanel
          className={`grid w-full gap-4 rounded-t-xl bg-white p-5 shadow-xl sm:rounded-xl ${wide ? 'max-w-2xl' : 'max-w-md'}`}
        >
          <DialogTitle className="text-xl font-bold">{title}</DialogTitle>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
