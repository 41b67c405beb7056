export * from './notification-kinds';
