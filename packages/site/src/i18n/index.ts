// The i18n door: translation lookup and catalogue checks, and the locale formats.
export * from './translate';
export * from './locale-format';
