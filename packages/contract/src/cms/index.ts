export * from './settings';
export * from './content';
export * from './brand';
export * from './calls';
export * from './products';
