import * as v from 'valibot';
import { PHONE_SHARING } from '../accounts/phone-sharing';

/** The phone numbers a signed-in renter may see of a car (GET /api/cars/{id}/contact). */
export const carContactView = v.object({
  /** The host's choice: with 'after-payment', both numbers are null here (a paid booking carries the host's). */
  phoneSharing: v.picklist(PHONE_SHARING),
  /** The host's number, for the "Meet Your Host" card's tap-to-call link; null when hidden or none. */
  hostPhoneNumber: v.nullable(v.string()),
  /** The professional driver's number, for the booking form; null when hidden or none. */
  driverPhone: v.nullable(v.string()),
});
export type CarContactView = v.InferOutput<typeof carContactView>;
