import type { FileReportInput } from '@akwaaba/domain/reports/report.schemas';
import { adminReportsContract, reportsContract } from '@akwaaba/domain/reports/reports.contract';
import { callOperation, operationQuery, useRefreshingMutation } from './calls.ts';

/** The admins' Reports queue: open reports first, oldest first, each with its context. */
export const reportsQueryOptions = () => operationQuery(adminReportsContract.list);

/** A new or resolved report changes the admins' queue. */
const queueKeys = () => [adminReportsContract.list.key()];

/** Reports a car listing or a user to the admins. */
export const useFileReport = () =>
  useRefreshingMutation((body: FileReportInput) => callOperation(reportsContract.file, { body }), queueKeys);

/** Resolves a report with the admin's note. */
export const useResolveReport = () =>
  useRefreshingMutation(
    ({ id, note }: { id: string; note: string }) =>
      callOperation(adminReportsContract.resolve, { params: { id }, body: { note } }),
    queueKeys,
  );
