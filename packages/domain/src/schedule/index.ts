export * from './event-types';
export * from './schedule-constants';
export * from './schedule-messages';
export * from './zoned-time';
export * from './event-rules';
export * from './scouting-stats';
