// Quiet, deterministic defaults for every API test file.
process.env.LOG_LEVEL = process.env.LOG_LEVEL || 'silent';
process.env.NODE_ENV = process.env.NODE_ENV || 'test';
// The pinned AWS SDK (S3 storage tests) warns that its later releases will need Node 22: known, see docs/decisions.md.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
// Cheap argon2 parameters for the passwords the tests hash (thousands of sign-ins): configuration, not a mock; the
// production parameters are proven by libs/api/auth/src/lib/password.spec.ts (docs/decisions.md, "Password hashing in tests").
process.env.PASSWORD_HASH_COST = process.env.PASSWORD_HASH_COST || 'test';
