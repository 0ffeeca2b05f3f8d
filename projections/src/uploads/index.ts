import type { Projection } from '../runner/projection';
import { uploadAttachmentsReadModel } from './upload-attachments.read-model';

/** The uploads feature's read model: which uploads the events name. */
export const uploadsProjections = (): Projection[] => [uploadAttachmentsReadModel];
