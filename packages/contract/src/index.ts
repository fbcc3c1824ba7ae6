export * from './account';
export * from './common';
export * from './content';
export * from './listener';
export * from './paths';
export * from './publishing';
export * from './routes';
