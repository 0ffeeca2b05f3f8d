import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { Icon } from '#app/components/ui/Icon.tsx';
import { dismissToast, TOAST_DEFAULT_DURATION, type ToastItem, useToast } from './toast-store.ts';

/** Spec section 9: a rightward swipe of more than 50 px dismisses; F8 jumps to the notifications. */
export const SWIPE_THRESHOLD = 50;
const REGION_HOTKEY = 'F8';

export function Toaster() {
  const { toasts } = useToast();
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== REGION_HOTKEY) return;
      event.preventDefault();
      regionRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section
      ref={regionRef}
      aria-label={`Notifications (${REGION_HOTKEY})`}
      tabIndex={-1}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4 sm:inset-x-auto sm:right-0 sm:w-[26rem]"
    >
      <ol aria-live="polite" className="flex w-full flex-col gap-2">
        {toasts
          .filter((item) => item.open)
          .map((item) => (
            <ToastCard key={item.id} item={item} />
          ))}
      </ol>
    </section>
  );
}

const variantClasses = {
  default: 'border-stone-200 bg-white text-ink',
  destructive: 'border-red-800 bg-red-700 text-white surface-dark',
} as const;

function ToastCard({ item }: { item: ToastItem }) {
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const duration = item.duration ?? TOAST_DEFAULT_DURATION;

  // Hovering, focusing or swiping holds the toast so nobody loses a message they are reading.
  useEffect(() => {
    if (paused || !Number.isFinite(duration)) return;
    const timer = setTimeout(() => dismissToast(item.id), duration);
    return () => clearTimeout(timer);
  }, [paused, duration, item.id]);

  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    swipeStart.current = event.clientX;
    setPaused(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    if (swipeStart.current === null) return;
    setOffset(Math.max(0, event.clientX - swipeStart.current));
  };
  const endSwipe = () => {
    if (swipeStart.current === null) return;
    swipeStart.current = null;
    if (offset > SWIPE_THRESHOLD) dismissToast(item.id);
    else {
      setOffset(0);
      setPaused(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape') dismissToast(item.id);
  };

  return (
    <li
      data-testid="toast"
      className={`pointer-events-auto relative flex touch-pan-y gap-3 rounded-lg border p-4 pr-10 shadow-lg transition-transform select-none ${variantClasses[item.variant ?? 'default']}`}
      style={offset > 0 ? { transform: `translateX(${offset}px)`, transition: 'none' } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endSwipe}
      onPointerCancel={endSwipe}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => swipeStart.current === null && setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onKeyDown={onKeyDown}
    >
      <div className="grid gap-1">
        {item.title && <p className="text-sm font-semibold">{item.title}</p>}
        {item.description && <div className="text-sm opacity-90">{item.description}</div>}
      </div>
      <button
        type="button"
        aria-label="Close notification"
        onClick={() => dismissToast(item.id)}
        className="absolute top-2 right-2 rounded-md p-1 opacity-80 hover:opacity-100"
      >
        <Icon name="close" className="size-4" />
      </button>
    </li>
  );
}
