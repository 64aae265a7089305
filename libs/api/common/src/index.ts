export * from './lib/config/environment';
export * from './lib/http/legacy-envelope';
export * from './lib/http/legacy-exception.filter';
export * from './lib/http/validation.pipe';
export * from './lib/http/parse-id.pipe';
export * from './lib/errors';
export * from './lib/http/form-fields';
export * from './lib/paging';
