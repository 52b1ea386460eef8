/** One jest run over every workspace; TypeScript compiled to CommonJS by ts-jest without type checks (lint does those). */
const tsJest = [
  'ts-jest',
  {
    tsconfig: {
      isolatedModules: true,
      target: 'ES2022',
      module: 'commonjs',
      moduleResolution: 'node',
      jsx: 'react-jsx',
      esModuleInterop: true,
    },
  },
];

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/shared', '<rootDir>/services', '<rootDir>/web', '<rootDir>/scripts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: { '^.+\\.tsx?$': tsJest },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  globalSetup: '<rootDir>/jest.global-setup.mjs',
  globalTeardown: '<rootDir>/jest.global-teardown.mjs',
  testTimeout: 60000,
  maxWorkers: 2,
};
