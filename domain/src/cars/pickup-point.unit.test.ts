import { describe, expect, it } from 'vitest';
import { messagesOf, parsed } from '../shared/schema.testing';
import { CAR_MESSAGES as M } from './car.messages';
import { createCarSchema, pickupPointSchema, updateCarSchema } from './car.schemas';
import { carFormFields } from './car.testing';
import { mapsLinkFor, normalizeDigitalAddress } from './pickup-point';

const eastLegon = {
  area: 'East Legon, Accra',
  digitalAddress: 'GA-183-8164',
  directions: 'Opposite the Shell station, blue gate',
  position: { latitude: 5.6364, longitude: -0.1619 },
};
const point = (overrides: Record<string, unknown>) => ({ ...eastLegon, ...overrides });

describe('a pick-up point', () => {
  it.each([
    ['GA-183-8164', 'GA-183-8164'],
    ['AK-485-9323', 'AK-485-9323'],
    ['GA-0397-1123', 'GA-0397-1123'],
    ['ga 183 8164', 'GA-183-8164'],
    ['  gA1838164 ', 'GA-183-8164'],
    ['ga-0397 1123', 'GA-0397-1123'],
  ])('takes the digital address %j as %j', (typed, kept) => {
    expect(parsed(pickupPointSchema, point({ digitalAddress: typed })).digitalAddress).toBe(kept);
  });

  it.each([
    'GA-18-8164',
    'GA-18345-8164',
    'G1-183-8164',
    'GA-183-816',
    'GA-183-81645',
    'East Legon',
    'GA/183/8164',
  ])('refuses the digital address %j, naming an example', (digitalAddress) => {
    expect(messagesOf(pickupPointSchema, point({ digitalAddress }))).toEqual({
      digitalAddress: ['Digital address must look like GA-183-8164 (GhanaPost GPS)'],
    });
  });

  it('asks for the area, the digital address and the directions', () => {
    expect(messagesOf(pickupPointSchema, { position: null })).toEqual({
      area: [M.pickupAreaRequired],
      digitalAddress: [M.digitalAddressRequired],
      directions: [M.pickupDirectionsRequired],
    });
    expect(messagesOf(pickupPointSchema, point({ area: '  ', directions: '' }))).toEqual({
      area: [M.pickupAreaRequired],
      directions: [M.pickupDirectionsRequired],
    });
  });

  it('trims the directions, keeps them to 200 characters and refuses control characters', () => {
    expect(parsed(pickupPointSchema, point({ directions: '  Blue gate  ' })).directions).toBe('Blue gate');
    expect(messagesOf(pickupPointSchema, point({ directions: 'x'.repeat(201) }))).toEqual({
      directions: [M.pickupDirectionsTooLong],
    });
    expect(messagesOf(pickupPointSchema, point({ directions: 'Blue\u0000gate' }))).toEqual({
      directions: ['Directions must not contain control characters'],
    });
    expect(messagesOf(pickupPointSchema, point({ area: 'Osu\nAccra' }))).toEqual({
      area: ['Pick-up area must not contain control characters'],
    });
  });

  it('takes a map position inside Ghana, or none', () => {
    expect(parsed(pickupPointSchema, point({ position: null })).position).toBeNull();
    const { position: _, ...withoutPosition } = eastLegon;
    expect(parsed(pickupPointSchema, withoutPosition).position).toBeNull();
    expect(
      parsed(pickupPointSchema, point({ position: { latitude: 11.2, longitude: -3.3 } })).position,
    ).toEqual({
      latitude: 11.2,
      longitude: -3.3,
    });
  });

  it.each([
    [{ latitude: 51.5, longitude: -0.12 }, M.pickupPositionOutsideGhana],
    [{ latitude: 4.4, longitude: -0.1 }, M.pickupPositionOutsideGhana],
    [{ latitude: 6, longitude: 1.3 }, M.pickupPositionOutsideGhana],
  ])('refuses the position %j, outside Ghana', (position, message) => {
    expect(messagesOf(pickupPointSchema, point({ position }))).toEqual({ position: [message] });
  });

  it('refuses a position that is not two numbers, on the part that is wrong', () => {
    expect(
      messagesOf(pickupPointSchema, point({ position: { latitude: Number.NaN, longitude: -0.1 } })),
    ).toEqual({
      'position.latitude': [M.pickupPositionInvalid],
    });
    expect(messagesOf(pickupPointSchema, point({ position: { latitude: '5.6' } }))).toEqual({
      'position.latitude': [M.pickupPositionInvalid],
      'position.longitude': [M.pickupPositionInvalid],
    });
  });

  it('is optional on a car, and checked when sent', () => {
    const car = {
      ...carFormFields,
      roadworthyDocument: 'r.pdf',
      registrationDocument: 'g.pdf',
      insuranceDocument: 'i.pdf',
    };
    expect(parsed(createCarSchema, car).pickupPoint).toBeUndefined();
    expect(
      parsed(createCarSchema, { ...car, pickupPoint: point({ digitalAddress: 'ga 183 8164' }) }).pickupPoint,
    ).toEqual(eastLegon);
    expect(parsed(updateCarSchema, { pickupPoint: eastLegon })).toEqual({ pickupPoint: eastLegon });
    expect(messagesOf(updateCarSchema, { pickupPoint: point({ digitalAddress: '183-8164' }) })).toEqual({
      'pickupPoint.digitalAddress': [M.digitalAddressInvalid],
    });
    expect(messagesOf(updateCarSchema, { pickupPoint: 'East Legon' })).toEqual({
      pickupPoint: [M.pickupPointInvalid],
    });
  });

  it('normalizes a typed address, or answers null', () => {
    expect(normalizeDigitalAddress('ak 485 9323')).toBe('AK-485-9323');
    expect(normalizeDigitalAddress('485 9323')).toBeNull();
  });

  it('opens in maps at its position, else by its digital address', () => {
    expect(mapsLinkFor(eastLegon)).toBe('https://www.google.com/maps/search/?api=1&query=5.6364%2C-0.1619');
    expect(mapsLinkFor({ ...eastLegon, position: null })).toBe(
      'https://www.google.com/maps/search/?api=1&query=GA-183-8164',
    );
  });
});
