import type { Actor } from '../shared/actor';
import type { Decider } from '../shared/decider';
import { conflict, forbidden, notFound } from '../shared/errors';
import type { CarDetails, CarEvent } from './car.events';
import type { VerificationStatus } from './constants';

export type CarState =
  | { status: 'none' }
  | {
      status: 'listed';
      carId: string;
      ownerId: string;
      details: CarDetails;
      available: boolean;
      verificationStatus: VerificationStatus;
    };

export type CarCommand =
  | { type: 'ListCar'; carId: string; ownerId: string; details: CarDetails; available: boolean }
  | { type: 'ApproveCar'; carId: string; actor: Actor; notes: string | null };

export const carDecider: Decider<CarState, CarCommand, CarEvent> = {
  initialState: { status: 'none' },

  decide(command, state) {
    switch (command.type) {
      case 'ListCar':
        if (state.status !== 'none') throw conflict('This car is already listed.');
        return [
          {
            type: 'CarListed',
            data: {
              carId: command.carId,
              ownerId: command.ownerId,
              details: command.details,
              available: command.available,
            },
          },
        ];
      case 'ApproveCar':
        if (state.status === 'none') throw notFound('Car not found');
        if (command.actor.role !== 'admin' && command.actor.role !== 'system')
          throw forbidden('Only an admin can approve a listing.');
        if (state.verificationStatus === 'approved') throw conflict('This car is already approved.');
        return [{ type: 'CarApproved', data: { carId: command.carId, notes: command.notes } }];
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'CarListed':
        return {
          status: 'listed',
          carId: event.data.carId,
          ownerId: event.data.ownerId,
          details: event.data.details,
          available: event.data.available,
          verificationStatus: 'pending',
        };
      case 'CarApproved':
        return state.status === 'listed' ? { ...state, verificationStatus: 'approved' } : state;
    }
  },
};
