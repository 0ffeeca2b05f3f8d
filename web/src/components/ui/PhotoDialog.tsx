import { Dialog, DialogClose, type TargetDialogProps } from './Dialog.tsx';

/** A photo to show large, and what it shows: the dialog's title and the photo's alt text. */
export interface ShownPhoto {
  url: string;
  title: string;
}

/** A photo opened from its thumbnail: large, in a wide dialog named by what it shows, with Close. */
export function PhotoDialog({ target, onClose }: TargetDialogProps<ShownPhoto>) {
  return (
    <Dialog open={target !== null} onClose={onClose} title={target?.title ?? ''} wide>
      {target && (
        <img
          src={target.url}
          alt={target.title}
          className="max-h-[70vh] w-full rounded-lg bg-stone-100 object-contain"
        />
      )}
      <DialogClose onClose={onClose} />
    </Dialog>
  );
}
