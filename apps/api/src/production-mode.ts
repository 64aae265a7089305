// The first import of main.ts. Libraries read NODE_ENV once, when they are loaded, not when they run: graphql-js chooses
// its checked `instanceOf` (a realm check on every type test) unless the mode is production when it is first required,
// before main.ts could set it. `npm start` is production unless NODE_ENV says otherwise (environment.ts), so the default
// is set here, before anything else loads; a wrong value is still refused by validateEnvironment in main.ts.
if (!process.env['NODE_ENV']) process.env['NODE_ENV'] = 'production';
