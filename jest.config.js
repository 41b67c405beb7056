// One jest run for the whole repo. Projects:
//   unit         *.spec.ts   in packages, proto, services, gateway, deploy (node)
//   web          *.spec.tsx? in web/src (jsdom)
//   integration  *.int.spec.ts (real Postgres, real brokers; run in band)
const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];

// Workspace packages resolve to their TypeScript sources so tests never need a build first.
const moduleNameMapper = {
  '^@chalktalk/domain$': '<rootDir>/packages/domain/src/index.ts',
  '^@chalktalk/play-render$': '<rootDir>/packages/play-render/src/index.ts',
  '^@chalktalk/platform$': '<rootDir>/packages/platform/src/index.ts',
  '^@chalktalk/platform/testing$': '<rootDir>/packages/platform/src/testing/index.ts',
  '^@chalktalk/contracts$': '<rootDir>/proto/src/index.ts',
  '^@chalktalk/gateway$': '<rootDir>/gateway/src/index.ts',
  '^@chalktalk/identity-service$': '<rootDir>/services/identity/src/index.ts',
  '^@chalktalk/teams-service$': '<rootDir>/services/teams/src/index.ts',
  '^@chalktalk/render-service$': '<rootDir>/services/render/src/index.ts',
  '^@chalktalk/playbook-service$': '<rootDir>/services/playbook/src/index.ts',
  '^@chalktalk/notifications-service$': '<rootDir>/services/notifications/src/index.ts',
  '^@chalktalk/billing-service$': '<rootDir>/services/billing/src/index.ts',
  '^@chalktalk/schedule-service$': '<rootDir>/services/schedule/src/index.ts',
  '^@chalktalk/documents-service$': '<rootDir>/services/documents/src/index.ts',
  '^@chalktalk/evaluations-service$': '<rootDir>/services/evaluations/src/index.ts',
  '^@chalktalk/community-service$': '<rootDir>/services/community/src/index.ts',
  '^@chalktalk/search-service$': '<rootDir>/services/search/src/index.ts',
};

const common = {
  rootDir: __dirname,
  transform: { '^.+\\.(t|j)sx?$': swcTransform },
  moduleNameMapper,
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/.cache/', '/web/e2e/'],
  // jose ships ESM only; jest's CommonJS runtime needs it transformed like our own sources.
  transformIgnorePatterns: ['/node_modules/(?!(jose)/)'],
};

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      roots: [
        '<rootDir>/packages',
        '<rootDir>/proto',
        '<rootDir>/services',
        '<rootDir>/gateway',
        '<rootDir>/deploy',
        // The web build's own plugins run in Node.
        '<rootDir>/web/vite-plugins',
      ],
      // React packages (play-render) keep their component tests in .spec.tsx files.
      testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
      testPathIgnorePatterns: [...common.testPathIgnorePatterns, '\\.int\\.spec\\.ts$'],
      setupFilesAfterEnv: ['<rootDir>/jest.fixed-clock.js'],
    },
    {
      ...common,
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/web/src'],
      testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
      setupFilesAfterEnv: ['<rootDir>/web/src/test/setup.ts'],
      moduleNameMapper: { ...moduleNameMapper, '\\.(css)$': '<rootDir>/web/src/test/style-stub.ts' },
    },
    {
      ...common,
      displayName: 'integration',
      testEnvironment: 'node',
      roots: ['<rootDir>/packages', '<rootDir>/services', '<rootDir>/gateway', '<rootDir>/deploy'],
      testMatch: ['**/*.int.spec.ts'],
      setupFilesAfterEnv: ['<rootDir>/jest.integration-setup.js'],
    },
  ],
};
