import type { Pesewas } from '../money/money';
import { isRegionId, type RegionId } from '../regions';
import type { Actor } from '../shared/actor';
import { type Decider, decideByType } from '../shared/decider';
import { conflict, forbidden, notFound, unauthenticated, validationError } from '../shared/errors';
import type { PhotoVariants } from '../shared/photo-widths';
import type { CarDetails, CarEvent } from './car.events';
import { CAR_MESSAGES } from './car.messages';
import { photoVariantsEvents, variantsStillShown } from './car.photos';
import { carDetailsProblems, changedDetails, editNeedsVerification } from './car.rules';
import type { VerificationStatus } from './constants';

export type ListedCar = {
  status: 'listed';
  carId: string;
  ownerId: string;
  details: CarDetails;
  available: boolean;
  verificationStatus: VerificationStatus;
  verificationNotes: string | null;
  regionSurcharges: Readonly<Partial<Record<RegionId, Pesewas>>>;
  /** Resized copies per photo (keyed by the photo as `details.images` lists it), once made. */
  photoVariants: Readonly<Record<string, PhotoVariants>>;
};

export type CarState = { status: 'none' } | ListedCar | { status: 'deleted'; carId: string };

/**
 * Every command names who asks. Owner commands accept the car's owner only (UpdateCar also
 * the product itself); admin commands accept an admin or the product itself; RecordPhotoVariants
 * accepts only the product itself. Role 'system'
 * is the product acting on its own authority (seed data, maintenance jobs); the API never
 * builds it from a request.
 */
export type CarCommand =
  | {
      type: 'ListCar';
      carId: string;
      actor: Actor;
      /** The host: the actor themself, or anyone when the product lists on a host's behalf (seed data). */
      ownerId: string;
      details: CarDetails;
      available: boolean;
    }
  | {
      type: 'UpdateCar';
      carId: string;
      actor: Actor;
      /** Fields to change; undefined means "leave as is". `available` behaves like SetAvailability. */
      changes: Partial<CarDetails> & { available?: boolean };
    }
  | { type: 'DeleteCar'; carId: string; actor: Actor }
  | { type: 'SetAvailability'; carId: string; actor: Actor; available: boolean }
  | { type: 'SetRegionSurcharge'; carId: string; actor: Actor; regionId: string; surchargePerDay: Pesewas }
  | { type: 'RemoveRegionSurcharge'; carId: string; actor: Actor; regionId: string }
  | { type: 'ApproveCar'; carId: string; actor: Actor; notes?: string | null }
  | { type: 'RejectCar'; carId: string; actor: Actor; notes: string }
  | { type: 'DeleteCarByAdmin'; carId: string; actor: Actor; notes?: string | null }
  | ({ type: 'RecordPhotoVariants'; carId: string; actor: Actor; image: string } & PhotoVariants);

export type CarCommandType = CarCommand['type'];

// Checks run in this order: signed in, then (admin commands) role, then the car exists,
// then (owner commands) ownership, then the car's state, then the command's values.
// Admin commands check the role before existence so non-admins learn nothing about listings.

const requireSignedIn = (actor: Actor) => {
  if (actor.role === 'anonymous') throw unauthenticated();
};

const requireAdmin = (actor: Actor) => {
  requireSignedIn(actor);
  if (actor.role !== 'admin' && actor.role !== 'system') throw forbidden(CAR_MESSAGES.onlyAdmin);
};

function requireListed(state: CarState): ListedCar {
  if (state.status !== 'listed') throw notFound(CAR_MESSAGES.carNotFound);
  return state;
}

function requireOwnedCar(state: CarState, actor: Actor, options: { allowSystem: boolean }): ListedCar {
  requireSignedIn(actor);
  const car = requireListed(state);
  const allowed = actor.userId === car.ownerId || (options.allowSystem && actor.role === 'system');
  if (!allowed) throw forbidden(CAR_MESSAGES.onlyOwner);
  return car;
}

function requireValidDetails(details: CarDetails) {
  const problems = carDetailsProblems(details);
  const [first] = Object.values(problems);
  if (first !== undefined) throw validationError(first, problems);
}

function requirePendingForReview(car: ListedCar) {
  if (car.verificationStatus !== 'pending') throw conflict(CAR_MESSAGES.onlyPendingCanBeReviewed);
}

/** Optional notes: trimmed, and blank counts as none. */
const optionalNotes = (notes: string | null | undefined) => notes?.trim() || null;

function listCar(command: Extract<CarCommand, { type: 'ListCar' }>, state: CarState): CarEvent[] {
  const { actor, carId, ownerId, details, available } = command;
  requireSignedIn(actor);
  if (actor.role !== 'system' && actor.userId !== ownerId) throw forbidden(CAR_MESSAGES.listOwnCarsOnly);
  if (state.status !== 'none') throw conflict(CAR_MESSAGES.alreadyListed);
  requireValidDetails(details);
  return [{ type: 'CarListed', data: { carId, ownerId, details, available } }];
}

function updateCar(command: Extract<CarCommand, { type: 'UpdateCar' }>, state: CarState): CarEvent[] {
  const car = requireOwnedCar(state, command.actor, { allowSystem: true });
  const { available, ...requested } = command.changes;
  const changes = changedDetails(car.details, requested);
  const events: CarEvent[] = [];
  if (Object.keys(changes).length > 0) {
    requireValidDetails({ ...car.details, ...changes });
    events.push({
      type: 'CarUpdated',
      data: { carId: car.carId, changes, sentBackToPending: sendsBackToPending(car, command.actor, changes) },
    });
  }
  if (available !== undefined && available !== car.available)
    events.push({ type: 'CarAvailabilitySet', data: { carId: car.carId, available } });
  return events;
}

/** The edit rule of docs/adr/0003: which edits need a new verification. */
function sendsBackToPending(car: ListedCar, actor: Actor, changes: Partial<CarDetails>): boolean {
  // The product's own maintenance (say, rewriting image paths) is not a host's claim to re-check.
  if (actor.role === 'system') return false;
  switch (car.verificationStatus) {
    case 'pending':
      return false;
    case 'rejected':
      return true;
    case 'approved':
      return editNeedsVerification(car.details, changes);
  }
}

function setRegionSurcharge(
  command: Extract<CarCommand, { type: 'SetRegionSurcharge' }>,
  state: CarState,
): CarEvent[] {
  const car = requireOwnedCar(state, command.actor, { allowSystem: false });
  const { regionId, surchargePerDay } = command;
  if (!isRegionId(regionId))
    throw validationError(CAR_MESSAGES.regionUnknown, { regionId: CAR_MESSAGES.regionUnknown });
  if (!Number.isSafeInteger(surchargePerDay) || surchargePerDay <= 0)
    throw validationError(CAR_MESSAGES.surchargeInvalid, { surchargePerDay: CAR_MESSAGES.surchargeInvalid });
  if (car.regionSurcharges[regionId] === surchargePerDay) return [];
  return [{ type: 'CarRegionSurchargeSet', data: { carId: car.carId, regionId, surchargePerDay } }];
}

function removeRegionSurcharge(
  command: Extract<CarCommand, { type: 'RemoveRegionSurcharge' }>,
  state: CarState,
): CarEvent[] {
  const car = requireOwnedCar(state, command.actor, { allowSystem: false });
  const { regionId } = command;
  if (!isRegionId(regionId) || car.regionSurcharges[regionId] === undefined)
    throw notFound(CAR_MESSAGES.regionPricingNotFound);
  return [{ type: 'CarRegionSurchargeRemoved', data: { carId: car.carId, regionId } }];
}

type CarCommandOf<Type extends CarCommand['type']> = Extract<CarCommand, { type: Type }>;

function deleteCar(command: CarCommandOf<'DeleteCar'>, state: CarState): CarEvent[] {
  const car = requireOwnedCar(state, command.actor, { allowSystem: false });
  return [{ type: 'CarDeleted', data: { carId: car.carId } }];
}

function setAvailability(command: CarCommandOf<'SetAvailability'>, state: CarState): CarEvent[] {
  const car = requireOwnedCar(state, command.actor, { allowSystem: false });
  if (car.available === command.available) return [];
  return [{ type: 'CarAvailabilitySet', data: { carId: car.carId, available: command.available } }];
}

function approveCar(command: CarCommandOf<'ApproveCar'>, state: CarState): CarEvent[] {
  requireAdmin(command.actor);
  const car = requireListed(state);
  requirePendingForReview(car);
  return [{ type: 'CarApproved', data: { carId: car.carId, notes: optionalNotes(command.notes) } }];
}

function rejectCar(command: CarCommandOf<'RejectCar'>, state: CarState): CarEvent[] {
  requireAdmin(command.actor);
  const car = requireListed(state);
  requirePendingForReview(car);
  const notes = command.notes.trim();
  if (notes === '')
    throw validationError(CAR_MESSAGES.rejectNotesRequired, { notes: CAR_MESSAGES.rejectNotesRequired });
  return [{ type: 'CarRejected', data: { carId: car.carId, notes } }];
}

function deleteCarByAdmin(command: CarCommandOf<'DeleteCarByAdmin'>, state: CarState): CarEvent[] {
  requireAdmin(command.actor);
  const car = requireListed(state);
  return [{ type: 'CarDeletedByAdmin', data: { carId: car.carId, notes: optionalNotes(command.notes) } }];
}

function recordPhotoVariants(command: CarCommandOf<'RecordPhotoVariants'>, state: CarState): CarEvent[] {
  // Resized copies are files the product made, not a host's claim: only the product records them.
  if (command.actor.role !== 'system') throw forbidden(CAR_MESSAGES.onlyProduct);
  return photoVariantsEvents(requireListed(state), command);
}

export const decideCar = decideByType<CarCommand, CarState, CarEvent>({
  ListCar: listCar,
  UpdateCar: updateCar,
  DeleteCar: deleteCar,
  SetAvailability: setAvailability,
  SetRegionSurcharge: setRegionSurcharge,
  RemoveRegionSurcharge: removeRegionSurcharge,
  ApproveCar: approveCar,
  RejectCar: rejectCar,
  DeleteCarByAdmin: deleteCarByAdmin,
  RecordPhotoVariants: recordPhotoVariants,
});

export function evolveCar(state: CarState, event: CarEvent): CarState {
  if (event.type === 'CarListed') {
    const { carId, ownerId, details, available } = event.data;
    return {
      status: 'listed',
      carId,
      ownerId,
      details,
      available,
      verificationStatus: 'pending',
      verificationNotes: null,
      regionSurcharges: {},
      photoVariants: {},
    };
  }
  if (state.status !== 'listed') return state;
  switch (event.type) {
    case 'CarUpdated': {
      const { changes, sentBackToPending } = event.data;
      const details = { ...state.details, ...changes };
      const photoVariants = variantsStillShown(state.photoVariants, details.images);
      return sentBackToPending
        ? { ...state, details, photoVariants, verificationStatus: 'pending', verificationNotes: null }
        : { ...state, details, photoVariants };
    }
    case 'CarAvailabilitySet':
      return { ...state, available: event.data.available };
    case 'CarRegionSurchargeSet':
      return {
        ...state,
        regionSurcharges: { ...state.regionSurcharges, [event.data.regionId]: event.data.surchargePerDay },
      };
    case 'CarRegionSurchargeRemoved': {
      const { [event.data.regionId]: _removed, ...regionSurcharges } = state.regionSurcharges;
      return { ...state, regionSurcharges };
    }
    case 'CarApproved':
      return { ...state, verificationStatus: 'approved', verificationNotes: event.data.notes };
    case 'CarRejected':
      return { ...state, verificationStatus: 'rejected', verificationNotes: event.data.notes };
    case 'CarDeleted':
    case 'CarDeletedByAdmin':
      return { status: 'deleted', carId: state.carId };
    case 'CarPhotoVariantsMade': {
      const { image, thumbnail, large } = event.data;
      return { ...state, photoVariants: { ...state.photoVariants, [image]: { thumbnail, large } } };
    }
  }
}

export const carDecider: Decider<CarState, CarCommand, CarEvent> = {
  initialState: { status: 'none' },
  decide: decideCar,
  evolve: evolveCar,
};
