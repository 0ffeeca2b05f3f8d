import { createHash } from 'node:crypto';
import type { ReportSubject } from './report.events';

/** The UUID v5 namespace of report ids (a random UUID, fixed forever: changing it would reopen every report). */
const REPORT_NAMESPACE = 'b0c2f3a6-5d1e-4c8b-9a47-2f6e8d3c1a90';

/** A name-based UUID (RFC 9562 version 5): the same namespace and name always give the same id. */
export function uuidV5(namespace: string, name: string): string {
  const bytes = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name, 'utf8')
    .digest()
    .subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A report's id, the same for the same reporter and subject, so a second report of one
 * person on one car or user lands on the same stream, where the decider refuses it while
 * the first is open. Server side only (node:crypto); the web never names a new report.
 */
export const reportIdFor = (reporterId: string, subject: ReportSubject): string =>
  uuidV5(REPORT_NAMESPACE, `${reporterId}:${subject.kind}:${subject.id}`);
