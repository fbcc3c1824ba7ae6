export * from './account';
export * from './categories';
export * from './client';
export * from './episodes';
export * from './navigation';
export * from './pagination';
export * from './podcasters';
export * from './queryClient';
