import type { DamageCaseView } from '@akwaaba/domain/trips/trip.views';
import { when } from './trip-labels.ts';

/** How an admin settled a damage case: "Resolved on <when>: “<note>”", each part when known. */
export function DamageResolution({
  damage,
  className,
}: {
  damage: Pick<DamageCaseView, 'resolvedAt' | 'resolutionNote'>;
  className?: string;
}) {
  return (
    <p className={className}>
      <span className="font-semibold">Resolved</span>
      {damage.resolvedAt && (
        <>
          {' '}
          on <time dateTime={damage.resolvedAt}>{when(damage.resolvedAt)}</time>
        </>
      )}
      {damage.resolutionNote && <>: “{damage.resolutionNote}”</>}
    </p>
  );
}
