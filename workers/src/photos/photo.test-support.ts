import sharp from 'sharp';

/** A 2000 × 1500 phone photo that says where it was taken. */
export const photoWithGps = (background: string) =>
  sharp({ create: { width: 2000, height: 1500, channels: 3, background } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 41/1 0/1' } })
    .toBuffer();

/** A private photo fetched through its signed link as `cookie`'s user: its type, width and EXIF. */
export async function fetchedImage(baseUrl: string, cookie: string, link: string) {
  const response = await fetch(`${baseUrl}${link}`, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`GET ${link} answered ${response.status}`);
  const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  return { type: response.headers.get('content-type'), width: meta.width, exif: meta.exif };
}
