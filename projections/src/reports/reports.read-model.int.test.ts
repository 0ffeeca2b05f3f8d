import { randomUUID } from 'node:crypto';
import { type Actor, carDecider, carStream, systemActor } from '@akwaaba/domain';
import { type ReportCommand, reportDecider } from '@akwaaba/domain/reports/report.decider';
import { reportStream } from '@akwaaba/domain/reports/report.events';
import { reportIdFor } from '@akwaaba/domain/reports/report-id';
import { handleCommand } from '@akwaaba/infra/commands/command-handler';
import type { PostgresEventStore } from '@akwaaba/infra/eventstore/postgres/postgres-event-store';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../../test/database';
import { usersReadModel } from '../accounts/users.read-model';
import { carsReadModel } from '../cars/cars.read-model';
import { expectSameRowsWhateverTheBatches } from '../runner/test-support/batch-equivalence';
import { catchUp, useEventStoreDatabase } from '../runner/test-support/event-store-database';
import {
  appendRegistered,
  contextOf,
  handleAsItsActor,
  listCar,
  person,
} from '../runner/test-support/people';
import { findReport, listReports } from './reports.queries';
import { reportsReadModel } from './reports.read-model';

let db: TestDatabase;
let store: PostgresEventStore;
useEventStoreDatabase((fresh) => ({ db, store } = fresh), 'file');

const renter = person('user');
const host = person('user');
const admin = person('admin');
/** Reported, but has no account in the users read model. */
const ghost = person('user');
const carId = randomUUID();
const deletedCarId = randomUUID();

const report = (reportId: string, command: ReportCommand) =>
  handleAsItsActor(store, reportDecider, reportStream(reportId), command);

const onCar = reportIdFor(renter.userId!, { kind: 'car', id: carId });
const onHost = reportIdFor(renter.userId!, { kind: 'user', id: host.userId! });
const onGhost = reportIdFor(host.userId!, { kind: 'user', id: ghost.userId! });
const onDeletedCar = reportIdFor(renter.userId!, { kind: 'car', id: deletedCarId });
const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 9, minute)).toISOString();

const readRows = async () =>
  (await db.pool.query('select to_jsonb(r) as row from reports r order by id')).rows.map(
    (r) => r.row as Record<string, unknown>,
  );

let rows: Record<string, unknown>[];

beforeAll(async () => {
  await appendRegistered(store, renter, 'Esi', 'Quaye');
  await appendRegistered(store, host, 'Kwame', 'Owusu');
  await appendRegistered(store, admin, 'Abena', 'Admin');
  await listCar(store, host, carId);
  await listCar(store, host, deletedCarId);
  await handleCommand(
    store,
    carDecider,
    carStream(deletedCarId),
    { type: 'DeleteCarByAdmin', carId: deletedCarId, actor: systemActor, notes: 'Duplicate listing.' },
    contextOf(systemActor),
  );
  const file = (
    reportId: string,
    actor: Actor,
    subject: { kind: 'car' | 'user'; id: string },
    minute: number,
  ) =>
    report(reportId, {
      type: 'FileReport',
      reportId,
      actor,
      subject,
      subjectOwnerId: subject.kind === 'car' ? host.userId : null,
      reason: subject.kind === 'car' ? 'wrong information' : 'other',
      details: subject.kind === 'car' ? '' : `Report ${minute}`,
      now: at(minute),
    });
  const resolve = (reportId: string, minute: number) =>
    report(reportId, {
      type: 'ResolveReport',
      reportId,
      actor: admin,
      note: `Done at ${minute}`,
      now: at(minute),
    });
  await file(onHost, renter, { kind: 'user', id: host.userId! }, 1);
  await file(onCar, renter, { kind: 'car', id: carId }, 2);
  await file(onGhost, host, { kind: 'user', id: ghost.userId! }, 3);
  await file(onDeletedCar, renter, { kind: 'car', id: deletedCarId }, 4);
  await resolve(onHost, 5);
  // Resolved, then filed again: open once more, with the new filing.
  await resolve(onCar, 6);
  const { position } = await file(onCar, renter, { kind: 'car', id: carId }, 7);
  ({ rows } = await expectSameRowsWhateverTheBatches(
    { pool: db.pool, store },
    reportsReadModel,
    position!,
    readRows,
  ));
  // The context comes from the users and cars read models.
  await catchUp({ db, store }, position!, [usersReadModel, carsReadModel]);
});

describe('reports read model', () => {
  it('keeps a row per report, the same one event per batch and as a rebuild', () => {
    expect(rows.map((row) => [row.id, row.status])).toEqual(
      [
        [onCar, 'open'],
        [onHost, 'resolved'],
        [onGhost, 'open'],
        [onDeletedCar, 'open'],
      ].sort(([a], [b]) => (a! < b! ? -1 : 1)),
    );
    expect(rows.find((row) => row.id === onCar)).toMatchObject({
      filed_at: at(7).replace('.000Z', '+00:00'),
      resolution_note: null,
      resolved_by: null,
      resolved_at: null,
    });
  });

  it('lists open reports first, oldest first, with the car or user and every name', async () => {
    const reports = await listReports(db.pool);
    expect(reports.map((r) => r.id)).toEqual([onGhost, onDeletedCar, onCar, onHost]);
    const [ghostReport, deletedCarReport, carReport, hostReport] = reports;
    expect(carReport).toEqual({
      id: onCar,
      status: 'open',
      subject: { kind: 'car', id: carId },
      car: {
        year: 2019,
        make: 'Toyota',
        model: 'Corolla',
        location: 'Accra',
        owner: { id: host.userId, name: 'Kwame Owusu' },
        status: 'pending',
      },
      user: null,
      reporter: { id: renter.userId, name: 'Esi Quaye' },
      reason: 'wrong information',
      details: '',
      filedAt: at(7),
      resolution: null,
    });
    expect(hostReport).toMatchObject({
      status: 'resolved',
      subject: { kind: 'user', id: host.userId },
      car: null,
      user: { name: 'Kwame Owusu', email: 'kwame@akwaaba.test' },
      reason: 'other',
      details: 'Report 1',
      resolution: { note: 'Done at 5', by: { id: admin.userId, name: 'Abena Admin' }, at: at(5) },
    });
    // An account or a listing no longer there leaves its report in the queue, without context.
    expect(ghostReport).toMatchObject({ user: null, reporter: { id: host.userId, name: 'Kwame Owusu' } });
    expect(deletedCarReport).toMatchObject({ subject: { kind: 'car', id: deletedCarId }, car: null });
  });

  it('finds one report by id', async () => {
    expect(await findReport(db.pool, onHost)).toEqual((await listReports(db.pool)).at(-1));
    expect(await findReport(db.pool, randomUUID())).toBeNull();
    expect(await findReport(db.pool, 'not-a-uuid')).toBeNull();
  });
});
