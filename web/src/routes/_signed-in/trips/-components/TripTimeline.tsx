import type { BookingView } from '@akwaaba/domain';
import type { TripStage } from '@akwaaba/domain/trips/trip.events';
import type { DamageCaseView, TripView } from '@akwaaba/domain/trips/trip.views';
import type { ReactNode } from 'react';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { Icon } from '#app/components/ui/Icon.tsx';
import { DamageResolution } from '#app/trips/DamageResolution.tsx';
import { TripPhotos } from '#app/trips/TripPhotos.tsx';
import { day, handoverOpensLabel, partyName, tripStepsOf, when } from '#app/trips/trip-labels.ts';
import { AcceptReturn } from './AcceptReturn.tsx';
import { AnswerRecord } from './AnswerRecord.tsx';
import { ReadingDetails } from './ReadingDetails.tsx';
import { RecordForm } from './RecordForm.tsx';

type StepStatus = 'done' | 'current' | 'upcoming';

const STATUS_WORDS: Record<StepStatus, string> = { done: 'Done', current: 'Now', upcoming: 'Not yet' };

/**
 * The trip from top to bottom, as the phone shows it: booked and paid, the handover, the return
 * (with any damage report) and its completion. Each step shows what was recorded and, when the
 * viewer may act on it, the one button for it; "Record handover" and "Record return" open the
 * form in place.
 */
export function TripTimeline({
  booking,
  trip,
  otherName,
  recording,
  onRecord,
}: {
  booking: BookingView;
  trip: TripView;
  /** The other party's first name, for what waits on them. */
  otherName?: string;
  /** Which record's form is open, if any. */
  recording: TripStage | null;
  onRecord: (stage: TripStage | null) => void;
}) {
  const steps = tripStepsOf(trip);
  const current = steps.findIndex((step) => !step.done);
  const statusOf = (index: number): StepStatus =>
    steps[index]!.done ? 'done' : index === current ? 'current' : 'upcoming';
  const { actions, viewer } = trip;

  const recordStep = (stage: TripStage, allowed: boolean) =>
    allowed &&
    (recording === stage ? (
      <RecordForm
        bookingId={booking.id}
        stage={stage}
        viewer={viewer}
        handoverKm={stage === 'return' ? (trip.handover?.odometerKm ?? null) : null}
        onDone={() => onRecord(null)}
        onCancel={() => onRecord(null)}
      />
    ) : (
      <button
        type="button"
        onClick={() => onRecord(stage)}
        className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}
      >
        {stage === 'handover' ? 'Record handover' : 'Record return'}
      </button>
    ));

  return (
    <section aria-labelledby="trip-timeline" className="grid gap-3">
      <h2 id="trip-timeline" className="text-xl font-bold">
        Trip timeline
      </h2>
      <ol className="grid">
        <Step name="Booked and paid" status={statusOf(0)} last={false}>
          <p className="text-sm text-stone-700">
            {day(booking.startDate)} – {day(booking.endDate)}, booked on{' '}
            <time dateTime={booking.createdAt}>{when(booking.createdAt)}</time>.
          </p>
        </Step>
        <Step name="Handover" status={statusOf(1)} last={false}>
          {trip.handover ? (
            <ReadingDetails reading={trip.handover} stage="handover" viewer={viewer} otherName={otherName} />
          ) : trip.noShow ? (
            <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              No handover was recorded within 24 hours of the start date. An admin has been told.
            </p>
          ) : (
            <p className="text-sm text-stone-700">
              {actions.checkIn
                ? 'When you meet, either of you records the handover; the other confirms it.'
                : `The handover can be recorded from ${handoverOpensLabel(trip)} until the end date.`}
            </p>
          )}
          {actions.answerHandover && <AnswerRecord bookingId={booking.id} stage="handover" />}
          {recordStep('handover', actions.checkIn)}
        </Step>
        <Step name="Return" status={statusOf(2)} last={false}>
          {trip.return ? (
            <ReadingDetails reading={trip.return} stage="return" viewer={viewer} otherName={otherName} />
          ) : (
            <p className="text-sm text-stone-700">
              {trip.handover
                ? 'When the car comes back, either of you records the return; the other confirms it.'
                : 'After the handover.'}
            </p>
          )}
          {trip.damageCase && <DamageCase damage={trip.damageCase} viewer={viewer} />}
          {actions.answerReturn && <AnswerRecord bookingId={booking.id} stage="return" />}
          {actions.acceptReturn && <AcceptReturn bookingId={booking.id} />}
          {recordStep('return', actions.checkOut)}
        </Step>
        <Step name="Completed" status={statusOf(3)} last>
          <p className="text-sm text-stone-700">
            {trip.completedAt ? (
              <>
                Completed on <time dateTime={trip.completedAt}>{when(trip.completedAt)}</time>.
              </>
            ) : trip.state === 'completed' ? (
              'Completed.'
            ) : (
              'When the host accepts the return, or by itself a day after an undisputed return.'
            )}
          </p>
        </Step>
      </ol>
    </section>
  );
}

function Step({
  name,
  status,
  last,
  children,
}: {
  name: string;
  status: StepStatus;
  last: boolean;
  children: ReactNode;
}) {
  return (
    <li aria-current={status === 'current' ? 'step' : undefined} className="relative grid gap-3 pb-6 pl-10">
      {!last && (
        <span aria-hidden="true" className="absolute top-8 bottom-0 left-[0.9rem] w-0.5 bg-stone-200" />
      )}
      <span
        aria-hidden="true"
        className={`absolute top-0 left-0 grid size-8 place-items-center rounded-full border-2 ${
          status === 'done'
            ? 'border-brand-700 bg-brand-700 text-white'
            : status === 'current'
              ? 'border-brand-700 bg-white text-brand-700'
              : 'border-stone-300 bg-white text-stone-400'
        }`}
      >
        {status === 'done' ? (
          <Icon name="check" className="size-4" />
        ) : (
          <span className="size-2 rounded-full bg-current" />
        )}
      </span>
      <h3 className="flex min-h-8 flex-wrap items-center gap-2 text-lg font-semibold">
        {name}
        <span className={`text-xs font-medium ${status === 'current' ? 'text-brand-700' : 'text-stone-600'}`}>
          {STATUS_WORDS[status]}
        </span>
      </h3>
      {children}
    </li>
  );
}

function DamageCase({ damage, viewer }: { damage: DamageCaseView; viewer: TripView['viewer'] }) {
  return (
    <div className="grid gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-950">
      <h4 className="font-semibold">Damage reported by {partyName(damage.reportedBy, viewer)}</h4>
      <p>“{damage.description}”</p>
      <TripPhotos
        context="damage"
        photos={damage.photos.map((url, index) => ({ url, label: `Damage photo ${index + 1}` }))}
      />
      {damage.status === 'open' ? (
        <p>An admin is looking at the report. The trip completes once it is resolved.</p>
      ) : (
        <DamageResolution damage={damage} />
      )}
    </div>
  );
}
