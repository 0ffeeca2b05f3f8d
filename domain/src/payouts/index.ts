export * from './host-payouts.decider';
export * from './host-payouts.events';
export * from './ledger';
export * from './payout-account';
export * from './payouts.views';
