export * from './account';
export * from './common';
export * from './content';
export * from './paths';
