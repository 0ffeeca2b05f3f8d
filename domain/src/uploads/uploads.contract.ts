import * as v from 'valibot';
import { defineContract, pathText } from '../shared/contract';
import { withoutControlCharacters } from '../shared/form-schemas';

const uploadLinkInvalid = 'This upload link is not valid. Start the upload again.';

/**
 * Uploads: ask for a URL, PUT the bytes, then reference the object path in a command. The
 * ticket's body (which purposes exist) is declared by the route, beside the upload rules.
 */
export const uploadsContract = defineContract('uploads', {
  ticket: {
    summary: 'Start an upload',
    access: 'signed-in',
    method: 'POST',
    path: '/api/objects/upload',
    response: v.object({ uploadURL: v.string(), objectPath: v.string() }),
  },
  /** The body is the file's bytes, whatever their declared type: the real type is read from them. */
  receive: {
    summary: 'Send the bytes of a file (at most 5 MB)',
    method: 'PUT',
    path: '/api/uploads/:id',
    params: v.object({ id: v.pipe(v.string(), v.uuid(uploadLinkInvalid)) }),
    query: v.object({
      token: v.pipe(v.string(uploadLinkInvalid), v.maxLength(100), withoutControlCharacters('token')),
    }),
    response: v.object({ objectPath: v.string(), contentType: v.string(), size: v.number() }),
  },
  carImages: {
    summary: 'Turn uploaded image URLs into object paths',
    access: 'signed-in',
    method: 'PUT',
    path: '/api/car-images',
    body: v.object({
      imageURLs: v.pipe(
        v.array(
          v.pipe(v.string(), v.maxLength(2048), withoutControlCharacters('An image URL')),
          'imageURLs must be a list of uploaded image URLs',
        ),
        v.maxLength(5, 'You can only upload 5 file(s)'),
      ),
    }),
    response: v.object({ objectPaths: v.array(v.string()) }),
  },
  /** A private file through a signed link: its bytes, with their own content type. */
  privateObject: {
    summary: 'A private file through a signed link (documents open this way)',
    method: 'GET',
    path: '/api/private-objects/*',
    // The wildcard is the object's path, at most as long as object storage allows a key.
    params: v.object({ '*': pathText(1024, 'A file path') }),
    query: v.object({
      expires: v.pipe(v.string(), v.regex(/^\d{1,12}$/, 'This link is not valid.')),
      signature: v.pipe(v.string(), v.maxLength(100), withoutControlCharacters('signature')),
    }),
    response: 'file',
  },
});
