// Import cycles are an error anywhere in portal/ and widget/ (`npm run lint` runs this check).
// Type-only imports count: a cycle of types still ties two modules together, and the path aliases
// (~/, @db/, @widget/, @i18n/) are resolved through tsconfig.json like the compiler does.
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Move the shared piece to the module it belongs to, so that the imports go one way.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(build|build-[^/]*|test-results)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // Packages that declare only `exports` resolve as Node and Vite resolve them.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
