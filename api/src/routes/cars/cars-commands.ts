import { type CarCommand, carDecider, carStream } from '@akwaaba/domain';
import { carHistoryReadModel, carsReadModel } from '@akwaaba/projections';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The read models a car command's answer waits for: the listing itself and its audit trail. */
export const CAR_READ_MODELS = [carsReadModel, carHistoryReadModel];

/** Runs a car command on the car's stream for this request; the next GET sees its effect. */
export function runCarCommand(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  command: CarCommand,
) {
  return app.runCommand(request, reply, carDecider, carStream(command.carId), command, CAR_READ_MODELS);
}
