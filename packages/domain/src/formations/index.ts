export * from './formation.types';
export * from './basketball.formations';
export * from './lacrosse.formations';
export * from './football.formations';
export * from './formations';
