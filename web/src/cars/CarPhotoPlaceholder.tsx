/** Neutral stand-in where a car has no photo yet. */
export function CarPhotoPlaceholder() {
  return (
    <div className="flex size-full items-center justify-center text-stone-400">
      <svg
        viewBox="0 0 24 24"
        className="size-12"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        <path d="M5 16h14M6.5 16v2M17.5 16v2M4 16v-4l2-5h12l2 5v4" />
        <circle cx="7.5" cy="13" r="1" />
        <circle cx="16.5" cy="13" r="1" />
      </svg>
    </div>
  );
}
