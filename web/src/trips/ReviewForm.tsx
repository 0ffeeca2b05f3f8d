import type { TripSide } from '@akwaaba/domain/trips/trip.events';
import type { ReactNode } from 'react';
import { Controller, type FieldValues } from 'react-hook-form';
import type * as v from 'valibot';
import { apiProblemOf } from '#app/api/api-error.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { TextAreaField } from '#app/components/ui/Field.tsx';
import { StarRatingField } from '#app/components/ui/StarRatingField.tsx';
import { useSchemaForm } from '#app/components/ui/use-schema-form.ts';

export const BLIND_REVIEW_NOTE =
  'Your review is hidden from the other party until they write theirs or 14 days pass';

/** One row of stars a review asks for: the form field it fills, its legend, its radio group's name. */
interface StarQuestion {
  field: 'rating' | 'hostRating';
  legend: string;
  name: string;
}

/** The stars each side's review asks for: the renter's rates the car and the host, the host's the renter. */
export const REVIEW_QUESTIONS: Record<TripSide, readonly StarQuestion[]> = {
  renter: [
    { field: 'rating', legend: 'The car', name: 'car-rating' },
    { field: 'hostRating', legend: 'The host', name: 'host-rating' },
  ],
  host: [{ field: 'rating', legend: 'The renter', name: 'renter-rating' }],
};

/** What either review form holds; the host's has no `hostRating` and its schema drops it. */
type ReviewAnswers = { rating: number; hostRating?: number; comment?: string | undefined };

const NO_ANSWERS = { rating: 0, hostRating: 0, comment: '' };

/**
 * A review of a trip: 1 to 5 stars for each question, and a comment, checked by the server's
 * schema before `send` runs. If the server refuses, its messages show by their fields and in a
 * toast. The caller gives the submit button (and anything beside it) as `children`.
 */
export function ReviewForm<Sent extends FieldValues>({
  schema,
  questions,
  send,
  commentRows = 3,
  children,
}: {
  schema: v.GenericSchema<ReviewAnswers, Sent>;
  questions: readonly StarQuestion[];
  /** Saves the review; what it throws is shown as the server's refusal. */
  send: (review: Sent) => Promise<void>;
  commentRows?: number;
  children: ReactNode;
}) {
  const form = useSchemaForm(schema, { defaultValues: NO_ANSWERS, mode: 'onSubmit' });
  const { errors } = form.formState;

  async function submit(review: Sent) {
    try {
      await send(review);
    } catch (failure) {
      const problem = apiProblemOf(failure);
      for (const field of [...questions.map((question) => question.field), 'comment'] as const)
        if (problem.fields[field]) form.setError(field, { message: problem.fields[field] });
      toast({ title: 'Could not save your review', description: problem.message, variant: 'destructive' });
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-4">
      {questions.map((question) => (
        <Controller
          key={question.field}
          control={form.control}
          name={question.field}
          render={({ field }) => (
            <StarRatingField
              legend={question.legend}
              name={question.name}
              value={field.value}
              onChange={field.onChange}
              error={errors[question.field]?.message}
            />
          )}
        />
      ))}
      <TextAreaField
        label="Comment"
        rows={commentRows}
        announceError
        error={errors.comment?.message}
        {...form.register('comment')}
      />
      {children}
    </form>
  );
}
