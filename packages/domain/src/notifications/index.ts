export * from './notification-kinds';
export * from './notification-catalog';
export * from './notification-preferences';
