import { describe, expect, it } from 'vitest';
import { isUuid } from '../shared/ids';
import { uuidV5 } from '../shared/name-based-id';
import { reportIdFor } from './report-id';

describe('reportIdFor', () => {
  it('names one stream per reporter and subject', () => {
    const id = reportIdFor('reporter-1', { kind: 'car', id: 'car-1' });
    expect(isUuid(id)).toBe(true);
    expect(reportIdFor('reporter-1', { kind: 'car', id: 'car-1' })).toBe(id);
    expect(reportIdFor('reporter-2', { kind: 'car', id: 'car-1' })).not.toBe(id);
    expect(reportIdFor('reporter-1', { kind: 'user', id: 'car-1' })).not.toBe(id);
  });

  it('is a standard version 5 UUID (the well-known id of "www.example.com" in the DNS namespace)', () => {
    expect(uuidV5('6ba7b810-9dad-11d1-80b4-00c04fd430c8', 'www.example.com')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
  });
});
