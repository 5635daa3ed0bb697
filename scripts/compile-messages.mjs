// Compiles the message table (packages/domain/messages/{locale}.json) into packages/domain/src/i18n with
// Paraglide (issue 16, D62): one module per message, each with its English and Hindi text, so the web
// build keeps only the texts a chunk shows. Runs on install, before typecheck and build. An install
// without development tools (`npm ci --omit=dev`) has no compiler and needs none: the server's bundle
// already carries the compiled messages, so it then does nothing.
let compile;
try {
  ({ compile } = await import('@inlang/paraglide-js'));
} catch {
  process.exit(0);
}
const root = new URL('..', import.meta.url).pathname;
await compile({
  project: `${root}packages/domain/project.inlang`,
  outdir: `${root}packages/domain/src/i18n`,
  // The web app: the device's choice, else the browser's language, else English. The server sets the
  // request's language itself (apps/server/src/plugins/request-locale.ts).
  strategy: ['localStorage', 'preferredLanguage', 'baseLocale'],
  emitTsDeclarations: true,
  emitReadme: false,
});
