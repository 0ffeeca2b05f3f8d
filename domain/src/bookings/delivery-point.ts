import * as v from 'valibot';
import { CAR_MESSAGES } from '../cars/car.messages';
import { digitalAddressSchema } from '../cars/digital-address.schema';
import { MAX_PICKUP_DIRECTIONS_LENGTH } from '../cars/pickup-point';
import { requiredText, withoutControlCharacters } from '../shared/form-schemas';
import { BOOKING_MESSAGES as M } from './booking.messages';

/**
 * Where a renter who chose delivery wants the car (issue 31), given as Ghanaians give a place:
 * a GhanaPost GPS digital address ("GA-183-8164") and directions by landmark. Only the booking's
 * two parties read it: it is often the renter's home.
 */
export interface DeliveryPoint {
  digitalAddress: string;
  directions: string;
}

/** A delivery point as typed: the address kept upper case with dashes, the directions trimmed. */
export const deliveryPointSchema = v.object(
  {
    digitalAddress: digitalAddressSchema,
    directions: requiredText(
      M.deliveryDirectionsRequired,
      MAX_PICKUP_DIRECTIONS_LENGTH,
      M.deliveryDirectionsTooLong,
      withoutControlCharacters('Directions'),
    ),
  },
  (issue) =>
    issue.path?.at(-1)?.key === 'digitalAddress'
      ? CAR_MESSAGES.digitalAddressRequired
      : issue.path?.at(-1)?.key === 'directions'
        ? M.deliveryDirectionsRequired
        : M.deliveryPointRequired,
);

/** A delivery point as typed in two boxes, checked by deliveryPointSchema: as kept, or each box's first problem. */
export function typedDeliveryPoint(
  digitalAddress: string,
  directions: string,
):
  | { point: DeliveryPoint; problems: null }
  | { point: null; problems: Partial<Record<keyof DeliveryPoint, string>> } {
  const typed = v.safeParse(deliveryPointSchema, { digitalAddress, directions });
  if (typed.success) return { point: typed.output, problems: null };
  const problems: Partial<Record<keyof DeliveryPoint, string>> = {};
  for (const issue of typed.issues) {
    const box = issue.path?.[0]?.key === 'directions' ? 'directions' : 'digitalAddress';
    problems[box] ??= issue.message;
  }
  return { point: null, problems };
}
