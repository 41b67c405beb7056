export * from './alignment';
export * from './pointer';
export * from './line-snap';
export * from './item-snap';
export * from './move-type';
export * from './football';
