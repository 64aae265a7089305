// Quiet, deterministic defaults for every API test file.
process.env.LOG_LEVEL = process.env.LOG_LEVEL || 'silent';
process.env.NODE_ENV = process.env.NODE_ENV || 'test';
