/*
 * What an S3 endpoint's host name says about how to address it. Amazon S3 wants
 * virtual-hosted-style requests (https://<bucket>.s3.<region>.amazonaws.com/<key>; path-style is
 * deprecated there) signed for the bucket's region, which its regional host names carry.
 * Self-hosted S3 servers (SeaweedFS, Garage, the embedded s3rver) answer path-style requests
 * (http://<host>/<bucket>/<key>) without a domain set up for buckets, and take any region.
 */

/** How requests name the bucket: in the path, or as the host name's first label. */
export type S3UrlStyle = 'path' | 'virtual-hosted';
export const S3_URL_STYLES: readonly S3UrlStyle[] = ['path', 'virtual-hosted'];

/** Amazon S3's host names: s3.amazonaws.com, s3.<region>.amazonaws.com, s3.dualstack.<region>..., China's .com.cn. */
const AMAZON_S3_HOST = /(^|\.)s3([.-][a-z0-9-]+)*\.amazonaws\.com(\.cn)?$/;
/** The region inside a regional host name: af-south-1, eu-west-1, us-gov-west-1, cn-north-1... */
const REGION_LABEL = /^[a-z]{2}(-gov|-iso[a-z]?)?-[a-z]+-\d+$/;

export const isAmazonS3Host = (host: string): boolean => AMAZON_S3_HOST.test(host.toLowerCase());

/** The style an endpoint is addressed in unless S3_URL_STYLE says otherwise. */
export const defaultUrlStyle = (host: string): S3UrlStyle =>
  isAmazonS3Host(host) ? 'virtual-hosted' : 'path';

/** The region an Amazon S3 regional host name names (s3.af-south-1.amazonaws.com: af-south-1), or null. */
export function regionOfHost(host: string): string | null {
  if (!isAmazonS3Host(host)) return null;
  return (
    host
      .toLowerCase()
      .split('.')
      // The older dash form too: s3-eu-west-1.amazonaws.com.
      .map((label) => label.replace(/^s3-/, ''))
      .find((label) => REGION_LABEL.test(label)) ?? null
  );
}
