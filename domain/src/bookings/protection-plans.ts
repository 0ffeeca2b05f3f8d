import * as v from 'valibot';
import { type Pesewas, parseCedis, toCedisString } from '../money/money';
import { DEFAULT_PROTECTION_PLAN_ID, PROTECTION_PLAN_ID } from './protection-plan-id';

/*
 * Protection plans (issue 30, docs/adr/0027): at booking the renter picks one of the plans the
 * operator offers. A plan's daily fee is the product's revenue, never the host's, and it caps
 * what the renter pays for damage to the car. The plans are data the operator configures
 * (PROTECTION_PLANS_FILE, read at start by infra's config); each booking keeps the terms it
 * was sold with in its BookingCreated, so a later change of the offer never changes a booking.
 */

/** A plan's daily fee: a fixed amount a day, or a whole percent of the car's daily price. */
export type ProtectionFee = { kind: 'fixed'; dailyAmount: Pesewas } | { kind: 'share'; percent: number };

/** A plan's terms, as offered and as a booking keeps them. */
export interface ProtectionPlan {
  /** Stable name in requests and events: lowercase letters, digits and dashes ("standard"). */
  id: string;
  /** "Standard"; its booking line reads "Standard protection". */
  name: string;
  fee: ProtectionFee;
  /** The most the renter pays for damage to the car under this plan. */
  liabilityCap: Pesewas;
  /** What the plan covers, in plain words, one point each. */
  covers: string[];
  /** What it does not cover. */
  notCovered: string[];
}

const THIRD_PARTY_AND_ABOVE_LIABILITY = [
  "Third-party liability, as Ghana's compulsory motor insurance requires",
  'Damage to the car above your liability',
];
const THEFT = 'Theft of the car, when reported to the police within 24 hours';
const NOT_COVERED = [
  'Damage to the car up to your liability: you pay it',
  'Fuel, tolls, traffic fines and cleaning after the trip',
  'Personal belongings left in the car',
  'Damage from driving off-road, racing or a driver not named on the booking',
];

/** A plan with a fixed daily fee and what it covers beyond third party and damage above the cap. */
const fixedFeePlan = (
  id: string,
  name: string,
  dailyAmount: Pesewas,
  liabilityCap: Pesewas,
  coversToo: string[],
): ProtectionPlan => ({
  id,
  name,
  fee: { kind: 'fixed', dailyAmount },
  liabilityCap,
  covers: [...THIRD_PARTY_AND_ABOVE_LIABILITY, ...coversToo],
  notCovered: NOT_COVERED,
});

/**
 * The plans the product offers unless the operator configures others. Amounts in pesewas:
 * Minimum has no fee and leaves the renter liable up to ₵10,000; Standard ₵45 a day, up to
 * ₵3,000; Premier ₵90 a day, up to ₵500.
 */
export const DEFAULT_PROTECTION_PLANS: readonly ProtectionPlan[] = [
  fixedFeePlan('minimum', 'Minimum', 0, 1_000_000, []),
  fixedFeePlan('standard', 'Standard', 4_500, 300_000, [THEFT]),
  fixedFeePlan('premier', 'Premier', 9_000, 50_000, [THEFT, 'Windscreen and tyre damage']),
];

/**
 * The terms bookings made before plans existed are read with: Minimum as first offered, with
 * no fee (none was charged) and the renter liable up to ₵10,000.
 */
export const PROTECTION_BEFORE_PLANS: ProtectionPlan = DEFAULT_PROTECTION_PLANS[0]!;

export const findProtectionPlan = (plans: readonly ProtectionPlan[], id: string) =>
  plans.find((plan) => plan.id === id);

/**
 * A protection plan's terms (docs/adr/0027), as GET /api/protection-plans offers them and as a
 * booking keeps them. Its daily fee is a fixed amount (`dailyFee`) or a share of the car's
 * daily price (`dailyFeePercent`); the other is null.
 */
export const protectionPlanView = v.object({
  id: v.string(),
  name: v.string(),
  dailyFee: v.nullable(v.string()),
  dailyFeePercent: v.nullable(v.number()),
  /** The most the renter pays for damage to the car, in cedi ("3000.00"). */
  liabilityCap: v.string(),
  covers: v.array(v.string()),
  notCovered: v.array(v.string()),
});

export type ProtectionPlanView = v.InferOutput<typeof protectionPlanView>;

/** A plan's terms as the API answers them: money in cedi strings. */
export const protectionPlanTerms = (plan: ProtectionPlan): ProtectionPlanView => ({
  id: plan.id,
  name: plan.name,
  dailyFee: plan.fee.kind === 'fixed' ? toCedisString(plan.fee.dailyAmount) : null,
  dailyFeePercent: plan.fee.kind === 'share' ? plan.fee.percent : null,
  liabilityCap: toCedisString(plan.liabilityCap),
  covers: plan.covers,
  notCovered: plan.notCovered,
});

const MAX_PLANS = 6;
const MAX_POINTS = 12;
const MAX_POINT_LENGTH = 200;
/** No liability cap or fixed fee above ₵1,000,000: a typo, not a plan. */
const MAX_PLAN_AMOUNT = 100_000_000;

const cedis = (field: string) =>
  v.pipe(
    v.string(`${field} must be a cedi amount such as "45" or "45.50"`),
    v.transform((text) => parseCedis(text)),
    v.number(`${field} must be a cedi amount such as "45" or "45.50"`),
    v.maxValue(MAX_PLAN_AMOUNT, `${field} must be at most ₵1,000,000`),
  );

const points = (field: string) =>
  v.pipe(
    v.array(
      v.pipe(v.string(), v.trim(), v.nonEmpty(`${field} has an empty point`), v.maxLength(MAX_POINT_LENGTH)),
      `${field} must be a list of texts`,
    ),
    v.maxLength(MAX_POINTS, `${field} has more than ${MAX_POINTS} points`),
  );

/**
 * One plan as the operator writes it in PROTECTION_PLANS_FILE: money in cedi strings, the fee
 * either `dailyFee` (a fixed amount a day) or `dailyFeePercent` (a whole percent of the car's
 * daily price), never both.
 */
const configuredPlan = v.pipe(
  v.strictObject({
    id: v.pipe(v.string(), v.regex(PROTECTION_PLAN_ID, 'id must be lowercase letters, digits and dashes')),
    name: v.pipe(v.string(), v.trim(), v.nonEmpty('name must not be empty'), v.maxLength(40)),
    dailyFee: v.optional(cedis('dailyFee')),
    dailyFeePercent: v.optional(
      v.pipe(
        v.number('dailyFeePercent must be a number'),
        v.integer('dailyFeePercent must be a whole percent'),
        v.minValue(1, 'dailyFeePercent must be 1 to 100'),
        v.maxValue(100, 'dailyFeePercent must be 1 to 100'),
      ),
    ),
    liabilityCap: cedis('liabilityCap'),
    covers: points('covers'),
    notCovered: points('notCovered'),
  }),
  v.check(
    (plan) => (plan.dailyFee === undefined) !== (plan.dailyFeePercent === undefined),
    'a plan has either dailyFee or dailyFeePercent',
  ),
  v.transform(
    ({ dailyFee, dailyFeePercent, ...plan }): ProtectionPlan => ({
      ...plan,
      fee:
        dailyFeePercent === undefined
          ? { kind: 'fixed', dailyAmount: dailyFee ?? 0 }
          : { kind: 'share', percent: dailyFeePercent },
    }),
  ),
);

/**
 * The operator's plans file: a JSON list of plans, each id once, one of them `minimum` with no
 * fee (what a request without a plan gets, so older clients keep booking without a charge).
 */
export const protectionPlansConfigSchema = v.pipe(
  v.array(configuredPlan, 'must be a JSON list of plans'),
  v.minLength(1, 'must list at least one plan'),
  v.maxLength(MAX_PLANS, `must list at most ${MAX_PLANS} plans`),
  v.check((plans) => new Set(plans.map((plan) => plan.id)).size === plans.length, 'lists a plan id twice'),
  v.check(
    (plans) =>
      plans.some(
        (plan) =>
          plan.id === DEFAULT_PROTECTION_PLAN_ID && plan.fee.kind === 'fixed' && plan.fee.dailyAmount === 0,
      ),
    `must offer the "${DEFAULT_PROTECTION_PLAN_ID}" plan with a dailyFee of "0"`,
  ),
);

/** Reads the operator's plans (parsed JSON); throws a message naming the first problem. */
export function protectionPlansFrom(json: unknown): ProtectionPlan[] {
  const result = v.safeParse(protectionPlansConfigSchema, json);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const where = issue.path?.map((item) => item.key).join('.') ?? '';
  throw new Error(where === '' ? issue.message : `${where}: ${issue.message}`);
}
