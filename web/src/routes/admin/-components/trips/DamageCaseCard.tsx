import type { AdminDamageCaseView } from '@akwaaba/domain';
import type { TripPhotoAngle } from '@akwaaba/domain/trips/trip.events';
import { TRIP_PHOTO_ANGLES } from '@akwaaba/domain/trips/trip.events';
import type { TripReadingView } from '@akwaaba/domain/trips/trip.views';
import { Badge } from '#app/components/ui/Badge.tsx';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { DamageResolution } from '#app/trips/DamageResolution.tsx';
import { FuelGauge } from '#app/trips/FuelGauge.tsx';
import { TripPhotos } from '#app/trips/TripPhotos.tsx';
import { ANGLE_LABELS, day, fuelChangeName, km, when } from '#app/trips/trip-labels.ts';
import { actorLabelOf, historyLabelOf } from './booking-history.ts';

export const carNameOf = (damageCase: AdminDamageCaseView) =>
  `${damageCase.car.year} ${damageCase.car.make} ${damageCase.car.model}`;

const personOf = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/**
 * One damage case as the admin judges it: what was reported, the handover's and the return's
 * readings and photos side by side (side by side by part of the car), the damage photos, the
 * booking's history, and Resolve for an open case.
 */
export function DamageCaseCard({
  damageCase,
  onResolve,
  onReadConversation,
}: {
  damageCase: AdminDamageCaseView;
  onResolve: () => void;
  /** Reads the booking's conversation, which a damage case lets an admin do (recorded). */
  onReadConversation: () => void;
}) {
  const name = carNameOf(damageCase);
  const { damageCase: damage, handover, return: returned } = damageCase;
  const open = damage.status === 'open';
  const headingId = `case-${damageCase.bookingId}`;
  const parties = { renter: personOf(damageCase.renter), host: personOf(damageCase.host) };
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id={headingId} className="text-xl font-bold">
            {name}
          </h2>
          <p className="text-sm text-stone-700">
            {damageCase.car.location} · {day(damageCase.startDate)} – {day(damageCase.endDate)}
          </p>
          <p className="text-sm text-stone-700">
            Renter {personOf(damageCase.renter)} · Host {personOf(damageCase.host)}
          </p>
        </div>
        <Badge label={open ? 'Open' : 'Resolved'} tone={open ? 'bad' : 'finished'} />
      </header>
      <section
        aria-label="Damage reported"
        className="grid gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-950"
      >
        <p className="font-semibold">
          Reported by the {damage.reportedBy} on{' '}
          <time dateTime={damage.reportedAt}>{when(damage.reportedAt)}</time>
        </p>
        <p>“{damage.description}”</p>
        <TripPhotos
          context="damage"
          photos={damage.photos.map((url, index) => ({ url, label: `Damage photo ${index + 1}` }))}
        />
      </section>
      <Disputes handover={handover} returned={returned} />
      <Readings handover={handover} returned={returned} />
      <PhotosSideBySide handover={handover} returned={returned} />
      <section aria-labelledby={`${headingId}-history`} className="grid gap-2">
        <h3 id={`${headingId}-history`} className="font-semibold">
          History of the booking
        </h3>
        <ol className="grid gap-0 border-l-2 border-brand-100 pl-4 text-sm">
          {damageCase.history.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the history is append-only, in order
            <li key={index} className="relative pb-2">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[1.4rem] size-3 rounded-full bg-brand-700"
              />
              <span className="font-medium">{historyLabelOf(entry.type)}</span>
              <span className="text-stone-600">
                {' '}
                · {actorLabelOf(entry.actor, parties)} · <time dateTime={entry.at}>{when(entry.at)}</time>
              </span>
            </li>
          ))}
        </ol>
      </section>
      {open ? (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={onResolve}
            aria-label={`Resolve the damage case of ${name}`}
            className={buttonClasses('primary', 'md')}
          >
            Resolve
          </button>
          <ReadConversationButton name={name} onClick={onReadConversation} />
        </div>
      ) : (
        <>
          <DamageResolution damage={damage} className="rounded-lg bg-stone-100 p-3 text-sm" />
          <ReadConversationButton name={name} onClick={onReadConversation} />
        </>
      )}
    </article>
  );
}

function ReadConversationButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={`Read conversation about ${name}`}
      className={buttonClasses('outline', 'md', 'justify-self-start')}
    >
      Read conversation
    </button>
  );
}

/** What the other party said when they disputed the handover's or the return's record, in their words. */
function Disputes({ handover, returned }: { handover: TripReadingView | null; returned: TripReadingView }) {
  const disputed = (
    [
      ['handover', handover?.answer],
      ['return', returned.answer],
    ] as const
  ).flatMap(([stage, answer]) => (answer?.answer === 'disputed' ? [{ stage, ...answer }] : []));
  if (disputed.length === 0) return null;
  return (
    <section aria-label="Disputed records" className="grid gap-2 rounded-lg bg-gold-100 p-3 text-sm text-ink">
      {disputed.map(({ stage, by, note }) => (
        <p key={stage}>
          <span className="font-semibold">
            The {by} disputed the {stage}:
          </span>{' '}
          “{note}”
        </p>
      ))}
    </section>
  );
}

function Readings({
  handover,
  returned,
}: {
  handover: TripReadingView | null;
  returned: AdminDamageCaseView['return'];
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Odometer and fuel at the handover and the return</caption>
      <thead>
        <tr className="text-stone-600">
          <th scope="col" className="py-1 font-medium">
            <span className="sr-only">Reading</span>
          </th>
          <th scope="col" className="py-1 font-medium">
            Handover
          </th>
          <th scope="col" className="py-1 font-medium">
            Return
          </th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row" className="py-1 pr-3 font-medium">
            Odometer
          </th>
          <td>{handover ? km(handover.odometerKm) : '–'}</td>
          <td>
            {km(returned.odometerKm)} <span className="text-stone-600">(+{km(returned.distanceKm)})</span>
          </td>
        </tr>
        <tr>
          <th scope="row" className="py-1 pr-3 font-medium">
            Fuel
          </th>
          <td>{handover ? <FuelGauge eighths={handover.fuelEighths} /> : '–'}</td>
          <td>
            <FuelGauge eighths={returned.fuelEighths} />{' '}
            <span className="text-stone-600">({fuelChangeName(returned.fuelChangeEighths)})</span>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** The two sets of photos in two columns, row by row for each part of the car either one shows. */
function PhotosSideBySide({
  handover,
  returned,
}: {
  handover: TripReadingView | null;
  returned: TripReadingView;
}) {
  const ofAngle = (reading: TripReadingView | null, angle: TripPhotoAngle, stage: string) =>
    (reading?.photos ?? [])
      .filter((photo) => photo.angle === angle)
      .map((photo, index, all) => ({
        url: photo.url,
        thumbnailUrl: photo.thumbnailUrl,
        label: `${ANGLE_LABELS[angle]}${all.length > 1 ? ` ${index + 1}` : ''} at the ${stage}`,
      }));
  const angles = TRIP_PHOTO_ANGLES.filter(
    (angle) => ofAngle(handover, angle, '').length > 0 || ofAngle(returned, angle, '').length > 0,
  );
  return (
    <section aria-label="Photos at the handover and the return" className="grid gap-2">
      <div aria-hidden="true" className="grid grid-cols-2 gap-3 text-sm font-semibold">
        <p>At the handover</p>
        <p>At the return</p>
      </div>
      {angles.map((angle) => (
        <div key={angle} className="grid gap-1">
          <h3 className="text-xs font-semibold tracking-wide text-stone-600 uppercase">
            {ANGLE_LABELS[angle]}
          </h3>
          <div className="grid grid-cols-2 gap-3">
            {[
              ['handover', ofAngle(handover, angle, 'handover')] as const,
              ['return', ofAngle(returned, angle, 'return')] as const,
            ].map(([stage, photos]) =>
              photos.length > 0 ? (
                <TripPhotos key={stage} context={stage} photos={photos} className="grid gap-2" />
              ) : (
                <p
                  key={stage}
                  className="grid aspect-[4/3] place-items-center rounded-lg bg-stone-100 text-xs text-stone-600"
                >
                  No photo
                </p>
              ),
            )}
          </div>
        </div>
      ))}
    </section>
  );
}
