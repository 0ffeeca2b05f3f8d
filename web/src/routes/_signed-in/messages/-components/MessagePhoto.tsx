import { useState } from 'react';
import { PhotoDialog } from '#app/components/ui/PhotoDialog.tsx';

/** A message's photo as a thumbnail, which opens it large. `whose` names it: "your photo", "the photo from Kofi". */
export function MessagePhoto({
  url,
  thumbnailUrl,
  whose,
}: {
  url: string;
  thumbnailUrl: string;
  whose: string;
}) {
  const [open, setOpen] = useState(false);
  const title = whose.charAt(0).toUpperCase() + whose.slice(1);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} aria-label={`Open ${whose}`} className="rounded-lg">
        <img
          src={thumbnailUrl}
          alt=""
          loading="lazy"
          className="h-40 w-full max-w-60 rounded-lg bg-stone-100 object-cover"
        />
      </button>
      <PhotoDialog target={open ? { url, title } : null} onClose={() => setOpen(false)} />
    </>
  );
}
