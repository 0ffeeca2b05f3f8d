import { byId, defineContract } from '../shared/contract';
import { carContactView } from './car-contact.views';

/**
 * The phone numbers on a car's page and booking form, for signed-in renters only (issue 31).
 * A contract of its own, apart from carsContract: the public pages' first load carries
 * carsContract, and this is read only once someone is signed in.
 */
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
