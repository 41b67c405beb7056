export * from './coupon';
export * from './billing-amounts';
export * from './paid-state';
export * from './address';
