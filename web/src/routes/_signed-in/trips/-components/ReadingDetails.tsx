import type { TripSide } from '@akwaaba/domain/trips/trip.events';
import type { TripReadingView, TripReturnView } from '@akwaaba/domain/trips/trip.views';
import { FuelGauge } from '#app/trips/FuelGauge.tsx';
import { TripPhotos } from '#app/trips/TripPhotos.tsx';
import { ANGLE_LABELS, fuelChangeName, km, partyName, when } from '#app/trips/trip-labels.ts';

const isReturn = (reading: TripReadingView | TripReturnView): reading is TripReturnView =>
  'distanceKm' in reading;

/**
 * A handover or return as recorded: odometer, fuel, the photos by side, the note, who recorded it
 * and when, and the other party's answer. A return also shows the distance driven and the change
 * of fuel, as the server computed them.
 */
export function ReadingDetails({
  reading,
  stage,
  viewer,
  otherName,
}: {
  reading: TripReadingView | TripReturnView;
  stage: 'handover' | 'return';
  viewer: TripSide;
  /** The other party's first name, for what waits on them. */
  otherName?: string | undefined;
}) {
  return (
    <div className="grid gap-3">
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-stone-600">Odometer</dt>
          <dd className="font-semibold">{km(reading.odometerKm)}</dd>
        </div>
        <div>
          <dt className="text-stone-600">Fuel</dt>
          <dd>
            <FuelGauge eighths={reading.fuelEighths} />
          </dd>
        </div>
        {isReturn(reading) && (
          <>
            <div>
              <dt className="text-stone-600">Distance driven</dt>
              <dd className="font-semibold">{km(reading.distanceKm)}</dd>
            </div>
            <div>
              <dt className="text-stone-600">Fuel change</dt>
              <dd className="font-semibold">{fuelChangeName(reading.fuelChangeEighths)}</dd>
            </div>
          </>
        )}
      </dl>
      <TripPhotos
        context={stage}
        photos={reading.photos.map((photo, index) => ({
          url: photo.url,
          thumbnailUrl: photo.thumbnailUrl,
          label:
            photo.angle === 'other'
              ? `Other ${reading.photos.slice(0, index + 1).filter((p) => p.angle === 'other').length}`
              : ANGLE_LABELS[photo.angle],
        }))}
      />
      {reading.note && <p className="rounded-lg bg-stone-50 p-3 text-sm text-stone-800">“{reading.note}”</p>}
      <p className="text-sm text-stone-600">
        Recorded by {partyName(reading.by, viewer)} on{' '}
        <time dateTime={reading.recordedAt}>{when(reading.recordedAt)}</time>
      </p>
      <AnswerLine reading={reading} viewer={viewer} otherName={otherName} />
    </div>
  );
}

function AnswerLine({
  reading,
  viewer,
  otherName,
}: {
  reading: TripReadingView;
  viewer: TripSide;
  otherName: string | undefined;
}) {
  const { answer } = reading;
  if (answer === null) {
    const other: TripSide = reading.by === 'host' ? 'renter' : 'host';
    return (
      <p className="text-sm text-amber-900">
        {other === viewer
          ? 'Waiting for you to confirm or dispute it.'
          : `Waiting for ${otherName || partyName(other, viewer)} to confirm or dispute it.`}
      </p>
    );
  }
  if (answer.answer === 'confirmed')
    return (
      <p className="text-sm font-medium text-brand-800">✓ Confirmed by {partyName(answer.by, viewer)}</p>
    );
  return (
    <div className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
      <p className="font-semibold">Disputed by {partyName(answer.by, viewer)}</p>
      <p>“{answer.note}”</p>
    </div>
  );
}
