export * from './call-error';
export * from './create-client';
export * from './transport';
export * from './api-client';
