import * as v from 'valibot';
import { PHONE_SHARING } from '../accounts/phone-sharing';
import { byId, defineContract } from '../shared/contract';

/**
 * The phone numbers on a car's page and booking form, for signed-in renters only (issue 31).
 * A contract of its own, apart from carsContract: the public pages' first load carries
 * carsContract, and this is read only once someone is signed in.
 */
export const carContactView = v.object({
  /** The host's choice: with 'after-payment', both numbers are null here (a paid booking carries the host's). */
  phoneSharing: v.picklist(PHONE_SHARING),
  /** The host's number, for the "Meet Your Host" card's tap-to-call link; null when hidden or none. */
  hostPhoneNumber: v.nullable(v.string()),
  /** The professional driver's number, for the booking form; null when hidden or none. */
  driverPhone: v.nullable(v.string()),
});
export type CarContactView = v.InferOutput<typeof carContactView>;

export const carContactContract = defineContract('car-contact', {
  contact: {
    summary: 'The host’s and the driver’s phone numbers of a car, for signed-in renters',
    description:
      'Null numbers when the host shares them only after payment (the car’s owner and admins ' +
      'always see them). Phone numbers are in no answer to a signed-out caller.',
    access: 'signed-in',
    method: 'GET',
    path: '/api/cars/:id/contact',
    params: byId,
    response: carContactView,
  },
});
