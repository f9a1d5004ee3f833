// Two projects: the browser code (jsdom) and the API (node). API tests use a real database:
// embedded PGlite by default, PostgreSQL when TEST_DB=postgres (see api/test/test-app.ts).
const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];

const REMOTES = Object.keys(require('./shared/src/contract/remote-list.json'));

module.exports = {
  // A global option (jest ignores it inside a project): a migrated database per API test file takes seconds.
  testTimeout: 60000,
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/shared', '<rootDir>/shell', ...REMOTES.map((name) => `<rootDir>/${name}`), '<rootDir>/ops-console'],
      testMatch: ['**/src/**/*.test.ts?(x)', '**/build/**/*.test.js'],
      transform: { '^.+\\.[tj]sx?$': swc },
      transformIgnorePatterns: ['/node_modules/(?!(single-spa-react)/)'],
      moduleNameMapper: { '\\.css$': '<rootDir>/shared/test/css-stub.cjs' },
      setupFiles: ['<rootDir>/shared/test/setup-web.cjs'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    },
    {
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/api'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.[tj]sx?$': swc },
      // ESM-only packages, compiled for jest on Node 20: cookie@2 (used by fastify's inject), pg-boss and its
      // serialize-error and non-error, content-disposition@2 (the @fastify/static under @fastify/swagger-ui).
      transformIgnorePatterns: [
        '/node_modules/(?!(cookie|pg-boss|serialize-error|non-error|content-disposition|@fastify/swagger-ui/node_modules/content-disposition)/)',
      ],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    },
  ],
};
