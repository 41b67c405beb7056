export * from './event-types';
export * from './schedule-constants';
