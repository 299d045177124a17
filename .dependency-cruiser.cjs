/** Module boundaries of docs/architecture (design/architecture.md "Boundaries"), checked in CI. */
module.exports = {
  forbidden: [
    {
      name: 'game-is-pure',
      comment: 'src/game holds pure rules shared with the browser: it imports nothing outside itself (tests may use their runner).',
      severity: 'error',
      from: { path: '^src/game/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: '^src/game/' },
    },
    {
      name: 'platform-below-modules',
      comment: 'src/platform is the plumbing: it never reaches up into modules, the server or the web client.',
      severity: 'error',
      from: { path: '^src/platform/' },
      to: { path: '^src/(modules|server|web)/' },
    },
    {
      name: 'module-through-index',
      comment: "A module reaches another module only through that module's index.ts.",
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: '^src/modules/([^/]+)/', pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'no-module-cycles',
      comment: 'Modules depend on each other without cycles.',
      severity: 'error',
      from: { path: '^src/modules/' },
      to: { path: '^src/modules/', circular: true },
    },
    {
      name: 'server-uses-module-faces',
      comment: 'The composition root imports a module through index.ts, and its graphql.ts for the schema.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/modules/', pathNot: '^src/modules/[^/]+/(index|graphql)\\.ts$' },
    },
    {
      name: 'web-stays-in-the-browser',
      comment: 'The browser client imports src/game and itself, never server code.',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/(platform|modules|server)/' },
    },
    {
      name: 'features-stand-alone',
      comment: 'A web feature never imports another feature (shared code goes to lib or components).',
      severity: 'error',
      from: { path: '^src/web/features/([^/]+)/' },
      to: { path: '^src/web/features/', pathNot: '^src/web/features/$1/' },
    },
    {
      name: 'bots-play-through-the-api',
      comment: 'Bot commanders talk to a running game over HTTP like a browser: they may use the pure rules of src/game, never server code or the web client.',
      severity: 'error',
      from: { path: '^src/bots/' },
      to: { path: '^src/(platform|modules|server|web)/' },
    },
    {
      name: 'nobody-imports-the-bots',
      comment: 'The game never depends on its bots (tests and scripts may drive them).',
      severity: 'error',
      from: { path: '^src/(game|platform|modules|server|web)/' },
      to: { path: '^src/bots/' },
    },
    {
      name: 'nobody-imports-the-server',
      comment: 'Only tests and scripts start the composition root.',
      severity: 'error',
      from: { path: '^src/(game|platform|modules|web)/' },
      to: { path: '^src/server/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    // typescript 7 has no JS API yet: parse TypeScript with swc
    parser: 'swc',
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '(^dist/|\\.d\\.ts$)' },
  },
};
