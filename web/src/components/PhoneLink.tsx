import type { ReactNode } from 'react';

/** A tap-to-call link: the number as the person wrote it, dialled without its spaces and dashes. */
export function PhoneLink({ number, children }: { number: string; children?: ReactNode }) {
  return (
    <a href={`tel:${number.replace(/[^\d+]/g, '')}`} className="rounded font-medium text-brand-700 underline">
      {children ?? number}
    </a>
  );
}
