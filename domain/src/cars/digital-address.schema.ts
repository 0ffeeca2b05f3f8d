import * as v from 'valibot';
import { CAR_MESSAGES as M } from './car.messages';
import { normalizeDigitalAddress } from './pickup-point';

/**
 * A GhanaPost GPS digital address as typed ("ga 183 8164"), kept upper case with dashes
 * ("GA-183-8164"): a car's pick-up point and a booking's delivery point take it alike. A module
 * of its own, so the delivery point does not bring the whole car schema (and its phone library).
 */
export const digitalAddressSchema = v.pipe(
  v.string(M.digitalAddressRequired),
  v.trim(),
  v.nonEmpty(M.digitalAddressRequired),
  v.check((typed: string) => normalizeDigitalAddress(typed) !== null, M.digitalAddressInvalid),
  v.transform((typed: string) => normalizeDigitalAddress(typed) ?? typed),
);
