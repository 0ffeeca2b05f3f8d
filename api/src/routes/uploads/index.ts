import { objectRoutes } from './objects';
import { uploadRoutes } from './uploads';

/** Uploads: photos and papers sent to object storage, and the public photos served from it. */
export const uploadsRoutes = [uploadRoutes, objectRoutes];
