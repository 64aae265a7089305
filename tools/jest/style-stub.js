// Stylesheets are the bundler's business; components under test only need the import to resolve.
module.exports = {};
