import type { CarDetails } from '@akwaaba/domain';
import type { FastifyInstance } from 'fastify';

const PAPERS = ['roadworthyDocument', 'registrationDocument', 'insuranceDocument'] as const;

/**
 * Checks every file a car command is about to reference that the car does not
 * reference already: it must exist, have passed the upload checks (size, real
 * type), belong to the host, and have been uploaded as a photo or as a paper.
 * Files already on the car were checked when they were added (or came from the
 * product itself, as the demo cars' did), so an edit may send them back as they
 * are. Answers the fields with upload URLs resolved to object paths.
 */
export async function checkCarFiles<Fields extends Partial<CarDetails>>(
  app: FastifyInstance,
  hostId: string,
  fields: Fields,
  current: Pick<CarDetails, 'images' | (typeof PAPERS)[number]> | null,
): Promise<Fields> {
  const checked = { ...fields };
  if (fields.images) {
    const added = fields.images.filter((image) => !current?.images.includes(image));
    const paths = await app.uploads.requireOwnedObjects(hostId, added, 'car-photo', 'images');
    const resolved = new Map(added.map((reference, index) => [reference, paths[index]!]));
    checked.images = fields.images.map((image) => resolved.get(image) ?? image);
  }
  for (const paper of PAPERS) {
    const reference = fields[paper];
    if (!reference || reference === current?.[paper]) continue;
    const [path] = await app.uploads.requireOwnedObjects(hostId, [reference], 'car-paper', paper);
    checked[paper] = path!;
  }
  return checked;
}
