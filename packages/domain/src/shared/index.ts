export { isOneOf } from './one-of';
